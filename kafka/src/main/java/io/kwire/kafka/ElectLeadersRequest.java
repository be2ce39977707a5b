// Converted from common/message/ElectLeadersRequest.json of kafka-clients 4.4.0
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
 * Kafka's ElectLeadersRequest, API key 43: versions 0-2, flexible 2+.
 *
 * <p>Version 1 implements multiple leader election types, as described by KIP-460.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/ElectLeadersRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 43, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("2+")
public class ElectLeadersRequest {
    private static final int[] NO_INT32S = {};

    /**
     * Type of elections to conduct for the partition. A value of '0' elects the preferred replica. A
     * value of '1' elects the first live replica if there are no in-sync replica.
     */
    @Versions("1+")
    public byte electionType;

    /**
     * The topic partitions to elect leaders.
     *
     * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @NullableVersions("0+")
    public List<TopicPartitions> topicPartitions = new ArrayList<>();

    /**
     * The time in ms to wait for the election to complete.
     */
    @Default("60000")
    public int timeoutMs = 60000;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topic partitions to elect leaders.
     */
    public static class TopicPartitions {
        /**
         * The name of a topic.
         */
        public String topic = "";

        /**
         * The partitions of this topic whose leader should be elected.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
