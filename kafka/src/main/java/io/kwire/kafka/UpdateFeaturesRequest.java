// Converted from common/message/UpdateFeaturesRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's UpdateFeaturesRequest, API key 57: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds validate only field.
 *
 * <p>Version 2 changes the response to not return feature level results.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/UpdateFeaturesRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 57, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("0+")
public class UpdateFeaturesRequest {
    /**
     * How long to wait in milliseconds before timing out the request.
     */
    @Default("60000")
    public int timeoutMs = 60000;

    /**
     * The list of updates to finalized features.
     *
     * <p>Kafka's own classes look its elements up by feature (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<FeatureUpdateKey> featureUpdates = new ArrayList<>();

    /**
     * True if we should validate the request, but not perform the upgrade or downgrade.
     */
    @Versions("1+")
    @Default("false")
    public boolean validateOnly = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The list of updates to finalized features.
     */
    public static class FeatureUpdateKey {
        /**
         * The name of the finalized feature to be updated.
         */
        public String feature = "";

        /**
         * The new maximum version level for the finalized feature. A value &gt;= 1 is valid. A value &lt;
         * 1, is special, and can be used to request the deletion of the finalized feature.
         */
        public short maxVersionLevel;

        /**
         * DEPRECATED in version 1 (see DowngradeType). When set to true, the finalized feature version
         * level is allowed to be downgraded/deleted. The downgrade request will fail if the new maximum
         * version level is a value that's not lower than the existing maximum finalized version level.
         */
        @Versions("0")
        public boolean allowDowngrade;

        /**
         * Determine which type of upgrade will be performed: 1 will perform an upgrade only (default), 2
         * is safe downgrades only (lossless), 3 is unsafe downgrades (lossy).
         */
        @Versions("1+")
        @Default("1")
        public byte upgradeType = 1;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
