// Converted from common/message/ShareAcknowledgeRequest.json of kafka-clients 4.4.0
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
 * Kafka's ShareAcknowledgeRequest, API key 79: versions 1-2, flexible 0+.
 *
 * <p>Version 0 was used for early access of KIP-932 in Apache Kafka 4.0 but removed in Apache
 * Kafka 4.1.
 *
 * <p>Version 1 is the initial stable version (KIP-932).
 *
 * <p>Version 2 introduces Renew acknowledgements (KIP-1222).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ShareAcknowledgeRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 79, type = MessageType.REQUEST)
@Versions("1-2")
@Flexible("0+")
public class ShareAcknowledgeRequest {
    /**
     * The group identifier.
     */
    @NullableVersions("0+")
    @Default("null")
    public String groupId = null;

    /**
     * The member ID.
     */
    @NullableVersions("0+")
    public String memberId = "";

    /**
     * The current share session epoch: 0 to open a share session; -1 to close it; otherwise increments
     * for consecutive requests.
     */
    public int shareSessionEpoch;

    /**
     * Whether Renew type acknowledgements present in AcknowledgementBatches.
     */
    @Versions("2+")
    @Default("false")
    public boolean isRenewAck = false;

    /**
     * The topics containing records to acknowledge.
     *
     * <p>Kafka's own classes look its elements up by topicId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<AcknowledgeTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics containing records to acknowledge.
     */
    public static class AcknowledgeTopic {
        /**
         * The unique topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions containing records to acknowledge.
         *
         * <p>Kafka's own classes look its elements up by partitionIndex (the spec's map key); the wire and
         * kwire keep them in order, duplicates included.
         */
        public List<AcknowledgePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions containing records to acknowledge.
     */
    public static class AcknowledgePartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * Record batches to acknowledge.
         */
        public List<AcknowledgementBatch> acknowledgementBatches = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Record batches to acknowledge.
     */
    public static class AcknowledgementBatch {
        /**
         * First offset of batch of records to acknowledge.
         */
        public long firstOffset;

        /**
         * Last offset (inclusive) of batch of records to acknowledge.
         */
        public long lastOffset;

        /**
         * Array of acknowledge types - 0:Gap,1:Accept,2:Release,3:Reject,4:Renew.
         */
        public List<Byte> acknowledgeTypes = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
