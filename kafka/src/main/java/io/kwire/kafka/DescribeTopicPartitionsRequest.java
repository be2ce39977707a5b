// Converted from common/message/DescribeTopicPartitionsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeTopicPartitionsRequest, API key 75: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeTopicPartitionsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 75, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class DescribeTopicPartitionsRequest {
    /**
     * The topics to fetch details for.
     */
    public List<TopicRequest> topics = new ArrayList<>();

    /**
     * The maximum number of partitions included in the response.
     */
    @Default("2000")
    public int responsePartitionLimit = 2000;

    /**
     * The first topic and partition index to fetch details for.
     */
    @NullableVersions("0+")
    @Default("null")
    public Cursor cursor = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to fetch details for.
     */
    public static class TopicRequest {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The first topic and partition index to fetch details for.
     */
    public static class Cursor {
        /**
         * The name for the first topic to process.
         */
        public String topicName = "";

        /**
         * The partition index to start with.
         */
        public int partitionIndex;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
