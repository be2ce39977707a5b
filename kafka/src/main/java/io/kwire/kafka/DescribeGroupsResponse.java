// Converted from common/message/DescribeGroupsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeGroupsResponse, API key 15: versions 0-6, flexible 5+.
 *
 * <p>Version 1 added throttle time.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Starting in version 3, brokers can send authorized operations.
 *
 * <p>Starting in version 4, the response will optionally include group.instance.id info for
 * members.
 *
 * <p>Version 5 is the first flexible version.
 *
 * <p>Version 6 returns error code GROUP_ID_NOT_FOUND if the group ID is not found (KIP-1043).
 *
 * <p>Converted from common/message/DescribeGroupsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 15, type = MessageType.RESPONSE)
@Versions("0-6")
@Flexible("5+")
public class DescribeGroupsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
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
         * The describe error message, or null if there was no error.
         */
        @Versions("6+")
        @NullableVersions("6+")
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
         * The group protocol type, or the empty string.
         */
        public String protocolType = "";

        /**
         * The group protocol data, or the empty string.
         */
        public String protocolData = "";

        /**
         * The group members.
         */
        public List<DescribedGroupMember> members = new ArrayList<>();

        /**
         * 32-bit bitfield to represent authorized operations for this group.
         */
        @Versions("3+")
        @Default("-2147483648")
        public int authorizedOperations = -2147483648;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The group members.
     */
    public static class DescribedGroupMember {
        /**
         * The member id.
         */
        public String memberId = "";

        /**
         * The unique identifier of the consumer instance provided by end user.
         */
        @Versions("4+")
        @NullableVersions("4+")
        @Default("null")
        @Ignorable
        public String groupInstanceId = null;

        /**
         * The client ID used in the member's latest join group request.
         */
        public String clientId = "";

        /**
         * The client host.
         */
        public String clientHost = "";

        /**
         * The metadata corresponding to the current group protocol in use.
         */
        public byte[] memberMetadata = new byte[0];

        /**
         * The current assignment provided by the group leader.
         */
        public byte[] memberAssignment = new byte[0];

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
