// Converted from common/message/ConsumerProtocolAssignment.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Default;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ConsumerProtocolAssignment, a message that is not an API's (Kafka stores or embeds it):
 * versions 0-3, none flexible.
 *
 * <p>Assignment part of the Consumer Protocol.
 *
 * <p>The current implementation assumes that future versions will not break compatibility. When it
 * encounters a newer version, it parses it using the current format. This basically means that new
 * versions cannot remove or reorder any of the existing fields.
 *
 * <p>Version 2 is to support a new field "GenerationId" in ConsumerProtocolSubscription. Version 3
 * adds rack id to ConsumerProtocolSubscription.
 *
 * <p>Converted from common/message/ConsumerProtocolAssignment.json of kafka-clients 4.4.0.
 */
@Versions("0-3")
public class ConsumerProtocolAssignment {
    private static final int[] NO_INT32S = {};

    /**
     * The list of topics and partitions assigned to this consumer.
     *
     * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<TopicPartition> assignedPartitions = new ArrayList<>();

    /**
     * User data.
     */
    @NullableVersions("0+")
    @Default("null")
    public ByteBuf userData = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The list of topics and partitions assigned to this consumer.
     */
    public static class TopicPartition {
        /**
         * The topic name.
         */
        public String topic = "";

        /**
         * The list of partitions assigned to this consumer.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
