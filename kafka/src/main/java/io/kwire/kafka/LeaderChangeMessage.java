// Converted from common/message/LeaderChangeMessage.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's LeaderChangeMessage, a message that is not an API's (Kafka stores or embeds it):
 * versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds VoterDirectoryId (KIP-853)
 *
 * <p>Converted from common/message/LeaderChangeMessage.json of kafka-clients 4.4.0.
 */
@Versions("0-1")
@Flexible("0+")
public class LeaderChangeMessage {
    /**
     * The version of the leader change message.
     */
    public short version;

    /**
     * The ID of the newly elected leader.
     */
    public int leaderId;

    /**
     * The set of voters in the quorum for this epoch.
     */
    public List<Voter> voters = new ArrayList<>();

    /**
     * The voters who voted for the leader at the time of election.
     */
    public List<Voter> grantingVoters = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * A struct the spec declares once for several fields (a common struct), held by Voters,
     * GrantingVoters.
     */
    public static class Voter {
        /**
         * The ID of the voter.
         */
        public int voterId;

        /**
         * The directory id of the voter.
         */
        @Versions("1+")
        public UUID voterDirectoryId = Uuids.ZERO;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
