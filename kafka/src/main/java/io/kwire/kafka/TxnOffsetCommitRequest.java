// Converted from common/message/TxnOffsetCommitRequest.json of kafka-clients 4.4.0
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
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's TxnOffsetCommitRequest, API key 28: versions 0-6, flexible 3+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds the committed leader epoch.
 *
 * <p>Version 3 adds the member.id, group.instance.id and generation.id.
 *
 * <p>Version 4 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 5 is the same as version 4 (KIP-890). Note when TxnOffsetCommit requests are used in
 * transaction, if transaction V2 (KIP_890 part 2) is enabled, the TxnOffsetCommit request will
 * also include the function for a AddOffsetsToTxn call. If V2 is disabled, the client can't use
 * TxnOffsetCommit request version higher than 4 within a transaction.
 *
 * <p>Version 6 adds support for topic IDs and removes support for topic names (KIP-1319).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/TxnOffsetCommitRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 28, type = MessageType.REQUEST)
@Versions("0-6")
@Flexible("3+")
public class TxnOffsetCommitRequest {
    /**
     * The ID of the transaction.
     */
    public String transactionalId = "";

    /**
     * The ID of the group.
     */
    public String groupId = "";

    /**
     * The current producer ID in use by the transactional ID.
     */
    public long producerId;

    /**
     * The current epoch associated with the producer ID.
     */
    public short producerEpoch;

    /**
     * The generation of the group if using the classic group protocol or the member epoch if using the
     * consumer protocol.
     */
    @Versions("3+")
    @Default("-1")
    public int generationIdOrMemberEpoch = -1;

    /**
     * The member ID assigned by the group coordinator.
     */
    @Versions("3+")
    @Default("")
    public String memberId = "";

    /**
     * The unique identifier of the consumer instance provided by end user.
     */
    @Versions("3+")
    @NullableVersions("3+")
    @Default("null")
    public String groupInstanceId = null;

    /**
     * Each topic that we want to commit offsets for.
     */
    public List<TxnOffsetCommitRequestTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic that we want to commit offsets for.
     */
    public static class TxnOffsetCommitRequestTopic {
        /**
         * The topic name.
         */
        @Versions("0-5")
        @Ignorable
        public String name = "";

        /**
         * The topic ID.
         */
        @Versions("6+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions inside the topic that we want to commit offsets for.
         */
        public List<TxnOffsetCommitRequestPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions inside the topic that we want to commit offsets for.
     */
    public static class TxnOffsetCommitRequestPartition {
        /**
         * The index of the partition within the topic.
         */
        public int partitionIndex;

        /**
         * The message offset to be committed.
         */
        public long committedOffset;

        /**
         * The leader epoch of the last consumed record.
         */
        @Versions("2+")
        @Default("-1")
        @Ignorable
        public int committedLeaderEpoch = -1;

        /**
         * Any associated metadata the client wants to keep.
         */
        @NullableVersions("0+")
        public String committedMetadata = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
