// Converted from common/message/AlterClientQuotasRequest.json of kafka-clients 4.4.0
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
 * Kafka's AlterClientQuotasRequest, API key 49: versions 0-1, flexible 1+.
 *
 * <p>Version 1 enables flexible versions.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/AlterClientQuotasRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 49, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("1+")
public class AlterClientQuotasRequest {
    /**
     * The quota configuration entries to alter.
     */
    public List<EntryData> entries = new ArrayList<>();

    /**
     * Whether the alteration should be validated, but not performed.
     */
    public boolean validateOnly;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The quota configuration entries to alter.
     */
    public static class EntryData {
        /**
         * The quota entity to alter.
         */
        public List<EntityData> entity = new ArrayList<>();

        /**
         * An individual quota configuration entry to alter.
         */
        public List<OpData> ops = new ArrayList<>();

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

    /**
     * An individual quota configuration entry to alter.
     */
    public static class OpData {
        /**
         * The quota configuration key.
         */
        public String key = "";

        /**
         * The value to set, otherwise ignored if the value is to be removed.
         */
        public double value;

        /**
         * Whether the quota configuration value should be removed, otherwise set.
         */
        public boolean remove;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
