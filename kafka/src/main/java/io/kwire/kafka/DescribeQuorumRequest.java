// Converted from common/message/DescribeQuorumRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeQuorumRequest, API key 55: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds additional fields in the response. The request is unchanged (KIP-836). Version
 * 2 adds additional fields in the response. The request is unchanged (KIP-853).
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DescribeQuorumRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 55, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("0+")
public class DescribeQuorumRequest {
    /**
     * The topics to describe.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to describe.
     */
    public static class TopicData {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The partitions to describe.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions to describe.
     */
    public static class PartitionData {
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
