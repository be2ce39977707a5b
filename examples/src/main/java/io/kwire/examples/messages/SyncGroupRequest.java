package io.kwire.examples.messages;

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
 * The SyncGroup request (API key 14), versions 0-5, flexible from version 4: the group leader
 * sends each member's assignment, as opaque bytes, to the coordinator. Mirrors Kafka 4.4.0's
 * {@code SyncGroupRequest.json}.
 */
@ApiKey(value = 14, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("4+")
public class SyncGroupRequest {
    /** The unique group identifier. */
    public String groupId = "";

    /** The generation of the group. */
    public int generationId;

    /** The member ID assigned by the group. */
    public String memberId = "";

    /** The unique identifier of the consumer instance provided by end user. */
    @Versions("3+")
    @NullableVersions("3+")
    @Default("null")
    public String groupInstanceId = null;

    /** The group protocol type. */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String protocolType = null;

    /** The group protocol name. */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String protocolName = null;

    /** Each assignment. */
    public List<SyncGroupRequestAssignment> assignments = new ArrayList<>();

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The assignment of one member. */
    public static class SyncGroupRequestAssignment {
        /** The ID of the member to assign. */
        public String memberId = "";

        /** The member assignment. */
        public byte[] assignment = new byte[0];

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
