// Converted from common/message/DescribeClientQuotasResponse.json of kafka-clients 4.4.0
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
 * Kafka's DescribeClientQuotasResponse, API key 48: versions 0-1, flexible 1+.
 *
 * <p>Version 1 enables flexible versions.
 *
 * <p>Converted from common/message/DescribeClientQuotasResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 48, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("1+")
public class DescribeClientQuotasResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or `0` if the quota description succeeded.
     */
    public short errorCode;

    /**
     * The error message, or `null` if the quota description succeeded.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * A result entry.
     */
    @NullableVersions("0+")
    public List<EntryData> entries = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * A result entry.
     */
    public static class EntryData {
        /**
         * The quota entity description.
         */
        public List<EntityData> entity = new ArrayList<>();

        /**
         * The quota values for the entity.
         */
        public List<ValueData> values = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The quota entity description.
     */
    public static class EntityData {
        /**
         * The entity type.
         */
        public String entityType = "";

        /**
         * The entity name, or null if the default.
         */
        @NullableVersions("0+")
        public String entityName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The quota values for the entity.
     */
    public static class ValueData {
        /**
         * The quota configuration key.
         */
        public String key = "";

        /**
         * The quota configuration value.
         */
        public double value;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
