// Converted from common/message/OffsetForLeaderEpochRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's OffsetForLeaderEpochRequest, API key 23: versions 2-4, flexible 4+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds the current leader epoch to support fencing.
 *
 * <p>Version 3 adds ReplicaId (the default is -2 which conventionally represents a "debug"
 * consumer which is allowed to see offsets beyond the high watermark). Followers will use this
 * replicaId when using an older version of the protocol.
 *
 * <p>Version 4 enables flexible versions.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/OffsetForLeaderEpochRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 23, type = MessageType.REQUEST)
@Versions("2-4")
@Flexible("4+")
public class OffsetForLeaderEpochRequest {
    /**
     * The broker ID of the follower, of -1 if this request is from a consumer.
     */
    @Versions("3+")
    @Default("-2")
    @Ignorable
    public int replicaId = -2;

    /**
     * Each topic to get offsets for.
     *
     * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<OffsetForLeaderTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic to get offsets for.
     */
    public static class OffsetForLeaderTopic {
        /**
         * The topic name.
         */
        public String topic = "";

        /**
         * Each partition to get offsets for.
         */
        public List<OffsetForLeaderPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition to get offsets for.
     */
    public static class OffsetForLeaderPartition {
        /**
         * The partition index.
         */
        public int partition;

        /**
         * An epoch used to fence consumers/replicas with old metadata. If the epoch provided by the client
         * is larger than the current epoch known to the broker, then the UNKNOWN_LEADER_EPOCH error code
         * will be returned. If the provided epoch is smaller, then the FENCED_LEADER_EPOCH error code will
         * be returned.
         */
        @Versions("2+")
        @Default("-1")
        @Ignorable
        public int currentLeaderEpoch = -1;

        /**
         * The epoch to look up an offset for.
         */
        public int leaderEpoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
