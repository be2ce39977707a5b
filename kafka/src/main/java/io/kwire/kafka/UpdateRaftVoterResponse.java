// Converted from common/message/UpdateRaftVoterResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's UpdateRaftVoterResponse, API key 82: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/UpdateRaftVoterResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 82, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class UpdateRaftVoterResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * Details of the current Raft cluster leader.
     */
    @Tagged(tag = 0, versions = "0+")
    public CurrentLeader currentLeader = new CurrentLeader();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Details of the current Raft cluster leader.
     */
    public static class CurrentLeader {
        /**
         * The replica id of the current leader or -1 if the leader is unknown.
         */
        @Default("-1")
        public int leaderId = -1;

        /**
         * The latest known leader epoch.
         */
        @Default("-1")
        public int leaderEpoch = -1;

        /**
         * The node's hostname.
         */
        public String host = "";

        /**
         * The node's port.
         */
        public int port;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
