// Converted from common/message/AlterClientQuotasResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterClientQuotasResponse, API key 49: versions 0-1, flexible 1+.
 *
 * <p>Version 1 enables flexible versions.
 *
 * <p>Converted from common/message/AlterClientQuotasResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 49, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("1+")
public class AlterClientQuotasResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The quota configuration entries to alter.
     */
    public List<EntryData> entries = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The quota configuration entries to alter.
     */
    public static class EntryData {
        /**
         * The error code, or `0` if the quota alteration succeeded.
         */
        public short errorCode;

        /**
         * The error message, or `null` if the quota alteration succeeded.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * The quota entity to alter.
         */
        public List<EntityData> entity = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The quota entity to alter.
     */
    public static class EntityData {
        /**
         * The entity type.
         */
        public String entityType = "";

        /**
         * The name of the entity, or null if the default.
         */
        @NullableVersions("0+")
        public String entityName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
