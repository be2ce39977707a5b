// Converted from common/message/ShareFetchRequest.json of kafka-clients 4.4.0
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
 * Kafka's ShareFetchRequest, API key 78: versions 1-2, flexible 0+.
 *
 * <p>Version 0 was used for early access of KIP-932 in Apache Kafka 4.0 but removed in Apache
 * Kafka 4.1.
 *
 * <p>Version 1 is the initial stable version (KIP-932).
 *
 * <p>Version 2 introduces ShareAcquireMode and Renew acknowledgements (KIP-1206 and KIP-1222).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ShareFetchRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 78, type = MessageType.REQUEST)
@Versions("1-2")
@Flexible("0+")
public class ShareFetchRequest {
    private static final int[] NO_INT32S = {};

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
     * The maximum time in milliseconds to wait for the response.
     */
    public int maxWaitMs;

    /**
     * The minimum bytes to accumulate in the response.
     */
    public int minBytes;

    /**
     * The maximum bytes to fetch. See KIP-74 for cases where this limit may not be honored.
     */
    @Default("0x7fffffff")
    public int maxBytes = 0x7fffffff;

    /**
     * The maximum number of records to fetch. This limit can be exceeded for alignment of batch
     * boundaries.
     */
    @Versions("1+")
    public int maxRecords;

    /**
     * The optimal number of records for batches of acquired records and acknowledgements.
     */
    @Versions("1+")
    public int batchSize;

    /**
     * The acquire mode to control the fetch behavior - 0:batch-optimized,1:record-limit.
     */
    @Versions("2+")
    @Default("0")
    @Ignorable
    public byte shareAcquireMode = 0;

    /**
     * Whether Renew type acknowledgements present in AcknowledgementBatches.
     */
    @Versions("2+")
    @Default("false")
    public boolean isRenewAck = false;

    /**
     * The topics to fetch.
     *
     * <p>Kafka's own classes look its elements up by topicId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<FetchTopic> topics = new ArrayList<>();

    /**
     * The partitions to remove from this share session.
     */
    public List<ForgottenTopic> forgottenTopicsData = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to fetch.
     */
    public static class FetchTopic {
        /**
         * The unique topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions to fetch.
         *
         * <p>Kafka's own classes look its elements up by partitionIndex (the spec's map key); the wire and
         * kwire keep them in order, duplicates included.
         */
        public List<FetchPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions to fetch.
     */
    public static class FetchPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The maximum bytes to fetch from this partition. 0 when only acknowledgement with no fetching is
         * required. See KIP-74 for cases where this limit may not be honored.
         */
        @Versions("0")
        public int partitionMaxBytes;

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

    /**
     * The partitions to remove from this share session.
     */
    public static class ForgottenTopic {
        /**
         * The unique topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions indexes to forget.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
