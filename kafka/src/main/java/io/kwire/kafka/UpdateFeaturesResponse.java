// Converted from common/message/UpdateFeaturesResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's UpdateFeaturesResponse, API key 57: versions 0-2, flexible 0+.
 *
 * <p>Converted from common/message/UpdateFeaturesResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 57, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("0+")
public class UpdateFeaturesResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top-level error code, or `0` if there was no top-level error.
     */
    public short errorCode;

    /**
     * The top-level error message, or `null` if there was no top-level error.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * Results for each feature update.
     *
     * <p>Kafka's own classes look its elements up by feature (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("0-1")
    @Ignorable
    public List<UpdatableFeatureResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Results for each feature update.
     */
    public static class UpdatableFeatureResult {
        /**
         * The name of the finalized feature.
         */
        public String feature = "";

        /**
         * The feature update error code or `0` if the feature update succeeded.
         */
        public short errorCode;

        /**
         * The feature update error, or `null` if the feature update succeeded.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
