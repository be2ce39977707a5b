// Converted from common/message/LeaveGroupResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's LeaveGroupResponse, API key 13: versions 0-5, flexible 4+.
 *
 * <p>Version 1 adds the throttle time.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Starting in version 3, we will make leave group request into batch mode and add
 * group.instance.id.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Version 5 is the same as version 4.
 *
 * <p>Converted from common/message/LeaveGroupResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 13, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("4+")
public class LeaveGroupResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * List of leaving member responses.
     */
    @Versions("3+")
    public List<MemberResponse> members = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * List of leaving member responses.
     */
    public static class MemberResponse {
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
        public String groupInstanceId = "";

        /**
         * The error code, or 0 if there was no error.
         */
        @Versions("3+")
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
