// Converted from common/message/AlterConfigsRequest.json of kafka-clients 4.4.0
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
 * Kafka's AlterConfigsRequest, API key 33: versions 0-2, flexible 2+.
 *
 * <p>Version 1 is the same as version 0. Version 2 enables flexible versions.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/AlterConfigsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 33, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("2+")
public class AlterConfigsRequest {
    /**
     * The updates for each resource.
     *
     * <p>Kafka's own classes look its elements up by resourceType and resourceName (the spec's map
     * key); the wire and kwire keep them in order, duplicates included.
     */
    public List<AlterConfigsResource> resources = new ArrayList<>();

    /**
     * True if we should validate the request, but not change the configurations.
     */
    public boolean validateOnly;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The updates for each resource.
     */
    public static class AlterConfigsResource {
        /**
         * The resource type.
         */
        public byte resourceType;

        /**
         * The resource name.
         */
        public String resourceName = "";

        /**
         * The configurations.
         *
         * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        public List<AlterableConfig> configs = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The configurations.
     */
    public static class AlterableConfig {
        /**
         * The configuration key name.
         */
        public String name = "";

        /**
         * The value to set for the configuration key.
         */
        @NullableVersions("0+")
        public String value = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
