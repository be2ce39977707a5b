// Converted from common/message/JoinGroupResponse.json of kafka-clients 4.4.0
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
 * Kafka's JoinGroupResponse, API key 11: versions 0-9, flexible 6+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds throttle time.
 *
 * <p>Starting in version 3, on quota violation, brokers send out responses before throttling.
 *
 * <p>Starting in version 4, the client needs to issue a second request to join group with assigned
 * id.
 *
 * <p>Version 5 is bumped to apply group.instance.id to identify member across restarts.
 *
 * <p>Version 6 is the first flexible version.
 *
 * <p>Starting from version 7, the broker sends back the Protocol Type to the client (KIP-559).
 *
 * <p>Version 8 is the same as version 7.
 *
 * <p>Version 9 adds the SkipAssignment field.
 *
 * <p>Converted from common/message/JoinGroupResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 11, type = MessageType.RESPONSE)
@Versions("0-9")
@Flexible("6+")
public class JoinGroupResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("2+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The generation ID of the group.
     */
    @Default("-1")
    public int generationId = -1;

    /**
     * The group protocol name.
     */
    @Versions("7+")
    @NullableVersions("7+")
    @Default("null")
    @Ignorable
    public String protocolType = null;

    /**
     * The group protocol selected by the coordinator.
     */
    @NullableVersions("7+")
    public String protocolName = "";

    /**
     * The leader of the group.
     */
    public String leader = "";

    /**
     * True if the leader must skip running the assignment.
     */
    @Versions("9+")
    @Default("false")
    public boolean skipAssignment = false;

    /**
     * The member ID assigned by the group coordinator.
     */
    public String memberId = "";

    /**
     * The group members.
     */
    public List<JoinGroupResponseMember> members = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The group members.
     */
    public static class JoinGroupResponseMember {
        /**
         * The group member ID.
         */
        public String memberId = "";

        /**
         * The unique identifier of the consumer instance provided by end user.
         */
        @Versions("5+")
        @NullableVersions("5+")
        @Default("null")
        @Ignorable
        public String groupInstanceId = null;

        /**
         * The group member metadata.
         */
        public byte[] metadata = new byte[0];

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
