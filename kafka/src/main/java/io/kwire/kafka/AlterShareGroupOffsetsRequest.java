// Converted from common/message/AlterShareGroupOffsetsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterShareGroupOffsetsRequest, API key 91: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/AlterShareGroupOffsetsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 91, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class AlterShareGroupOffsetsRequest {
    /**
     * The group identifier.
     */
    public String groupId = "";

    /**
     * The topics to alter offsets for.
     *
     * <p>Kafka's own classes look its elements up by topicName (the spec's map key); the wire and
     * kwire keep them in order, duplicates included.
     */
    public List<AlterShareGroupOffsetsRequestTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to alter offsets for.
     */
    public static class AlterShareGroupOffsetsRequestTopic {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * Each partition to alter offsets for.
         */
        public List<AlterShareGroupOffsetsRequestPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition to alter offsets for.
     */
    public static class AlterShareGroupOffsetsRequestPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The share-partition start offset.
         */
        public long startOffset;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
