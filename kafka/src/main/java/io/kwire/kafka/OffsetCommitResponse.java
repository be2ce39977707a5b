// Converted from common/message/OffsetCommitResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's OffsetCommitResponse, API key 8: versions 2-10, flexible 8+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
 *
 * <p>Versions 1 and 2 are the same as version 0.
 *
 * <p>Version 3 adds the throttle time to the response.
 *
 * <p>Starting in version 4, on quota violation, brokers send out responses before throttling.
 *
 * <p>Versions 5 and 6 are the same as version 4.
 *
 * <p>Version 7 offsetCommitRequest supports a new field called groupInstanceId to indicate member
 * identity across restarts.
 *
 * <p>Version 8 is the first flexible version.
 *
 * <p>Version 9 is the first version that can be used with the new consumer group protocol
 * (KIP-848). The response is the same as version 8 but can return STALE_MEMBER_EPOCH when the new
 * consumer group protocol is used and GROUP_ID_NOT_FOUND when the group does not exist for both
 * protocols.
 *
 * <p>Version 10 adds support for topic ids and removes support for topic names (KIP-848).
 * Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>ILLEGAL_GENERATION (version 1+)
 * <li>UNKNOWN_MEMBER_ID (version 1+)
 * <li>INVALID_COMMIT_OFFSET_SIZE (version 0+)
 * <li>FENCED_MEMBER_EPOCH (version 7+)
 * <li>GROUP_ID_NOT_FOUND (version 9+)
 * <li>STALE_MEMBER_EPOCH (version 9+)
 * <li>UNKNOWN_TOPIC_ID (version 10+)
 * </ul>
 *
 * <p>Converted from common/message/OffsetCommitResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 8, type = MessageType.RESPONSE)
@Versions("2-10")
@Flexible("8+")
public class OffsetCommitResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("3+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The responses for each topic.
     */
    public List<OffsetCommitResponseTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses for each topic.
     */
    public static class OffsetCommitResponseTopic {
        /**
         * The topic name.
         */
        @Versions("0-9")
        @Ignorable
        public String name = "";

        /**
         * The topic ID.
         */
        @Versions("10+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The responses for each partition in the topic.
         */
        public List<OffsetCommitResponsePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses for each partition in the topic.
     */
    public static class OffsetCommitResponsePartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
