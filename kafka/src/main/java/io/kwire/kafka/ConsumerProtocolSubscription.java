// Converted from common/message/ConsumerProtocolSubscription.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Default;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ConsumerProtocolSubscription, a message that is not an API's (Kafka stores or embeds
 * it): versions 0-3, none flexible.
 *
 * <p>Subscription part of the Consumer Protocol.
 *
 * <p>The current implementation assumes that future versions will not break compatibility. When it
 * encounters a newer version, it parses it using the current format. This basically means that new
 * versions cannot remove or reorder any of the existing fields. Version 1 added the
 * "OwnedPartitions" field to allow assigner know what partitions each member owned Version 2 added
 * a new field "GenerationId" to indicate if the member has out-of-date ownedPartitions. Version 3
 * adds rack id to enable rack-aware assignment.
 *
 * <p>Converted from common/message/ConsumerProtocolSubscription.json of kafka-clients 4.4.0.
 */
@Versions("0-3")
public class ConsumerProtocolSubscription {
    private static final int[] NO_INT32S = {};

    /**
     * The topics that the member wants to consume.
     */
    public List<String> topics = new ArrayList<>();

    /**
     * User data that will be passed back to the consumer.
     */
    @NullableVersions("0+")
    @Default("null")
    public ByteBuf userData = null;

    /**
     * The partitions that the member owns.
     *
     * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("1+")
    @Ignorable
    public List<TopicPartition> ownedPartitions = new ArrayList<>();

    /**
     * The generation id of the member.
     */
    @Versions("2+")
    @Default("-1")
    @Ignorable
    public int generationId = -1;

    /**
     * The rack id of the member.
     */
    @Versions("3+")
    @NullableVersions("3+")
    @Default("null")
    @Ignorable
    public String rackId = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The partitions that the member owns.
     */
    public static class TopicPartition {
        /**
         * The topic name.
         */
        @Versions("1+")
        public String topic = "";

        /**
         * The partition ids.
         */
        @Versions("1+")
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
