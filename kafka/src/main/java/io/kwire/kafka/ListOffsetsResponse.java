// Converted from common/message/ListOffsetsResponse.json of kafka-clients 4.4.0
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
 * Kafka's ListOffsetsResponse, API key 2: versions 1-11, flexible 6+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 removes the offsets array in favor of returning a single offset. Version 1 also
 * adds the timestamp associated with the returned offset.
 *
 * <p>Version 2 adds the throttle time.
 *
 * <p>Starting in version 3, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 4 adds the leader epoch, which is used for fencing.
 *
 * <p>Version 5 adds a new error code, OFFSET_NOT_AVAILABLE.
 *
 * <p>Version 6 enables flexible versions.
 *
 * <p>Version 7 is the same as version 6 (KIP-734).
 *
 * <p>Version 8 enables listing offsets by local log start offset. This is the earliest log start
 * offset in the local log. (KIP-405).
 *
 * <p>Version 9 enables listing offsets by last tiered offset (KIP-1005).
 *
 * <p>Version 10 enables async remote list offsets support (KIP-1075)
 *
 * <p>Version 11 enables listing offsets by earliest pending upload offset (KIP-1023)
 *
 * <p>Converted from common/message/ListOffsetsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 2, type = MessageType.RESPONSE)
@Versions("1-11")
@Flexible("6+")
public class ListOffsetsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("2+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * Each topic in the response.
     */
    public List<ListOffsetsTopicResponse> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic in the response.
     */
    public static class ListOffsetsTopicResponse {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Each partition in the response.
         */
        public List<ListOffsetsPartitionResponse> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition in the response.
     */
    public static class ListOffsetsPartitionResponse {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The timestamp associated with the returned offset.
         */
        @Versions("1+")
        @Default("-1")
        public long timestamp = -1L;

        /**
         * The returned offset.
         */
        @Versions("1+")
        @Default("-1")
        public long offset = -1L;

        /**
         * The leader epoch associated with the returned offset.
         */
        @Versions("4+")
        @Default("-1")
        public int leaderEpoch = -1;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
