// Converted from common/message/DescribeClientQuotasRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeClientQuotasRequest, API key 48: versions 0-1, flexible 1+.
 *
 * <p>Version 1 enables flexible versions.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeClientQuotasRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 48, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("1+")
public class DescribeClientQuotasRequest {
    /**
     * Filter components to apply to quota entities.
     */
    public List<ComponentData> components = new ArrayList<>();

    /**
     * Whether the match is strict, i.e. should exclude entities with unspecified entity types.
     */
    public boolean strict;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Filter components to apply to quota entities.
     */
    public static class ComponentData {
        /**
         * The entity type that the filter component applies to.
         */
        public String entityType = "";

        /**
         * How to match the entity {0 = exact name, 1 = default name, 2 = any specified name}.
         */
        public byte matchType;

        /**
         * The string to match against, or null if unused for the match type.
         */
        @NullableVersions("0+")
        public String match = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
