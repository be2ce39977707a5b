// Converted from common/message/OffsetForLeaderEpochResponse.json of kafka-clients 4.4.0
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
 * Kafka's OffsetForLeaderEpochResponse, API key 23: versions 2-4, flexible 4+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
 *
 * <p>Version 1 added the leader epoch to the response.
 *
 * <p>Version 2 added the throttle time.
 *
 * <p>Version 3 is the same as version 2.
 *
 * <p>Version 4 enables flexible versions.
 *
 * <p>Converted from common/message/OffsetForLeaderEpochResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 23, type = MessageType.RESPONSE)
@Versions("2-4")
@Flexible("4+")
public class OffsetForLeaderEpochResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("2+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * Each topic we fetched offsets for.
     *
     * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<OffsetForLeaderTopicResult> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic we fetched offsets for.
     */
    public static class OffsetForLeaderTopicResult {
        /**
         * The topic name.
         */
        public String topic = "";

        /**
         * Each partition in the topic we fetched offsets for.
         */
        public List<EpochEndOffset> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition in the topic we fetched offsets for.
     */
    public static class EpochEndOffset {
        /**
         * The error code 0, or if there was no error.
         */
        public short errorCode;

        /**
         * The partition index.
         */
        public int partition;

        /**
         * The leader epoch of the partition.
         */
        @Versions("1+")
        @Default("-1")
        @Ignorable
        public int leaderEpoch = -1;

        /**
         * The end offset of the epoch.
         */
        @Default("-1")
        public long endOffset = -1L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
