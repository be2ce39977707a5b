// Converted from common/message/DescribeProducersRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeProducersRequest, API key 61: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeProducersRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 61, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class DescribeProducersRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The topics to list producers for.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<TopicRequest> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to list producers for.
     */
    public static class TopicRequest {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The indexes of the partitions to list producers for.
         */
        public int[] partitionIndexes = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
