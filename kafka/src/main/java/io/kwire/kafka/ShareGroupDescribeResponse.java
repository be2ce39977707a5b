// Converted from common/message/ShareGroupDescribeResponse.json of kafka-clients 4.4.0
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
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's ShareGroupDescribeResponse, API key 77: versions 1, flexible 0+.
 *
 * <p>Version 0 was used for early access of KIP-932 in Apache Kafka 4.0 but removed in Apache
 * Kafka 4.1.
 *
 * <p>Version 1 is the initial stable version (KIP-932). Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>TOPIC_AUTHORIZATION_FAILED (version 1+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>INVALID_GROUP_ID (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/ShareGroupDescribeResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 77, type = MessageType.RESPONSE)
@Versions("1")
@Flexible("0+")
public class ShareGroupDescribeResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Each described group.
     */
    public List<DescribedGroup> groups = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each described group.
     */
    public static class DescribedGroup {
        /**
         * The describe error, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The top-level error message, or null if there was no error.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * The group ID string.
         */
        public String groupId = "";

        /**
         * The group state string, or the empty string.
         */
        public String groupState = "";

        /**
         * The group epoch.
         */
        public int groupEpoch;

        /**
         * The assignment epoch.
         */
        public int assignmentEpoch;

        /**
         * The selected assignor.
         */
        public String assignorName = "";

        /**
         * The members.
         */
        public List<Member> members = new ArrayList<>();

        /**
         * 32-bit bitfield to represent authorized operations for this group.
         */
        @Default("-2147483648")
        public int authorizedOperations = -2147483648;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The members.
     */
    public static class Member {
        /**
         * The member ID.
         */
        public String memberId = "";

        /**
         * The member rack ID.
         */
        @NullableVersions("0+")
        @Default("null")
        public String rackId = null;

        /**
         * The current member epoch.
         */
        public int memberEpoch;

        /**
         * The client ID.
         */
        public String clientId = "";

        /**
         * The client host.
         */
        public String clientHost = "";

        /**
         * The subscribed topic names.
         */
        public List<String> subscribedTopicNames = new ArrayList<>();

        /**
         * The current assignment.
         */
        public Assignment assignment = new Assignment();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by Assignment.
     */
    public static class Assignment {
        /**
         * The assigned topic-partitions to the member.
         */
        public List<TopicPartitions> topicPartitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by TopicPartitions.
     */
    public static class TopicPartitions {
        /**
         * The topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The partitions.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
