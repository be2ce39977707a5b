// Converted from common/message/OffsetDeleteRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's OffsetDeleteRequest, API key 47: versions 0, none flexible.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/OffsetDeleteRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 47, type = MessageType.REQUEST)
@Versions("0")
public class OffsetDeleteRequest {
    /**
     * The unique group identifier.
     */
    public String groupId = "";

    /**
     * The topics to delete offsets for.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<OffsetDeleteRequestTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to delete offsets for.
     */
    public static class OffsetDeleteRequestTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Each partition to delete offsets for.
         */
        public List<OffsetDeleteRequestPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition to delete offsets for.
     */
    public static class OffsetDeleteRequestPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
