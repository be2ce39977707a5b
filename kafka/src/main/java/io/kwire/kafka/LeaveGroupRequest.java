// Converted from common/message/LeaveGroupRequest.json of kafka-clients 4.4.0
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
 * Kafka's LeaveGroupRequest, API key 13: versions 0-5, flexible 4+.
 *
 * <p>Version 1 and 2 are the same as version 0.
 *
 * <p>Version 3 defines batch processing scheme with group.instance.id + member.id for identity
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Version 5 adds the Reason field (KIP-800).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/LeaveGroupRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 13, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("4+")
public class LeaveGroupRequest {
    /**
     * The ID of the group to leave.
     */
    public String groupId = "";

    /**
     * The member ID to remove from the group.
     */
    @Versions("0-2")
    public String memberId = "";

    /**
     * List of leaving member identities.
     */
    @Versions("3+")
    public List<MemberIdentity> members = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * List of leaving member identities.
     */
    public static class MemberIdentity {
        /**
         * The member ID to remove from the group.
         */
        @Versions("3+")
        public String memberId = "";

        /**
         * The group instance ID to remove from the group.
         */
        @Versions("3+")
        @NullableVersions("3+")
        @Default("null")
        public String groupInstanceId = null;

        /**
         * The reason why the member left the group.
         */
        @Versions("5+")
        @NullableVersions("5+")
        @Default("null")
        @Ignorable
        public String reason = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
