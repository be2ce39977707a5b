// Converted from common/message/FetchRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's FetchRequest, API key 1: versions 4-18, flexible 12+.
 *
 * <p>Versions 0-3 were removed in Apache Kafka 4.0, Version 4 is the new baseline.
 *
 * <p>Version 1 is the same as version 0. Starting in Version 2, the requester must be able to
 * handle Kafka Log Message format version 1. Version 3 adds MaxBytes. Starting in version 3, the
 * partition ordering in the request is now relevant. Partitions will be processed in the order
 * they appear in the request.
 *
 * <p>Version 4 adds IsolationLevel. Starting in version 4, the requestor must be able to handle
 * Kafka log message format version 2.
 *
 * <p>Version 5 adds LogStartOffset to indicate the earliest available offset of partition data
 * that can be consumed.
 *
 * <p>Version 6 is the same as version 5.
 *
 * <p>Version 7 adds incremental fetch request support.
 *
 * <p>Version 8 is the same as version 7.
 *
 * <p>Version 9 adds CurrentLeaderEpoch, as described in KIP-320.
 *
 * <p>Version 10 indicates that we can use the ZStd compression algorithm, as described in KIP-110.
 * Version 12 adds flexible versions support as well as epoch validation through the
 * `LastFetchedEpoch` field
 *
 * <p>Version 13 replaces topic names with topic IDs (KIP-516). May return UNKNOWN_TOPIC_ID error
 * code.
 *
 * <p>Version 14 is the same as version 13 but it also receives a new error called
 * OffsetMovedToTieredStorageException(KIP-405)
 *
 * <p>Version 15 adds the ReplicaState which includes new field ReplicaEpoch and the ReplicaId.
 * Also, deprecate the old ReplicaId field and set its default value to -1. (KIP-903)
 *
 * <p>Version 16 is the same as version 15 (KIP-951).
 *
 * <p>Version 17 adds directory id support from KIP-853
 *
 * <p>Version 18 adds high-watermark from KIP-1166
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/FetchRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 1, type = MessageType.REQUEST)
@Versions("4-18")
@Flexible("12+")
public class FetchRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The clusterId if known. This is used to validate metadata fetches prior to broker registration.
     */
    @Versions("12+")
    @NullableVersions("12+")
    @Tagged(tag = 0, versions = "12+")
    @Default("null")
    @Ignorable
    public String clusterId = null;

    /**
     * The broker ID of the follower, of -1 if this request is from a consumer.
     */
    @Versions("0-14")
    @Default("-1")
    public int replicaId = -1;

    /**
     * The state of the replica in the follower.
     */
    @Versions("15+")
    @Tagged(tag = 1, versions = "15+")
    public ReplicaState replicaState = new ReplicaState();

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
    @Versions("3+")
    @Default("0x7fffffff")
    @Ignorable
    public int maxBytes = 0x7fffffff;

    /**
     * This setting controls the visibility of transactional records. Using READ_UNCOMMITTED
     * (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1),
     * non-transactional and COMMITTED transactional records are visible. To be more concrete,
     * READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset),
     * and enables the inclusion of the list of aborted transactions in the result, which allows
     * consumers to discard ABORTED transactional records.
     */
    @Versions("4+")
    @Default("0")
    @Ignorable
    public byte isolationLevel = 0;

    /**
     * The fetch session ID.
     */
    @Versions("7+")
    @Default("0")
    @Ignorable
    public int sessionId = 0;

    /**
     * The fetch session epoch, which is used for ordering requests in a session.
     */
    @Versions("7+")
    @Default("-1")
    @Ignorable
    public int sessionEpoch = -1;

    /**
     * The topics to fetch.
     */
    public List<FetchTopic> topics = new ArrayList<>();

    /**
     * In an incremental fetch request, the partitions to remove.
     */
    @Versions("7+")
    public List<ForgottenTopic> forgottenTopicsData = new ArrayList<>();

    /**
     * Rack ID of the consumer making this request.
     */
    @Versions("11+")
    @Default("")
    @Ignorable
    public String rackId = "";

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The state of the replica in the follower.
     */
    public static class ReplicaState {
        /**
         * The replica ID of the follower, or -1 if this request is from a consumer.
         */
        @Versions("15+")
        @Default("-1")
        public int replicaId = -1;

        /**
         * The epoch of this follower, or -1 if not available.
         */
        @Versions("15+")
        @Default("-1")
        public long replicaEpoch = -1L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topics to fetch.
     */
    public static class FetchTopic {
        /**
         * The name of the topic to fetch.
         */
        @Versions("0-12")
        @Ignorable
        public String topic = "";

        /**
         * The unique topic ID.
         */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions to fetch.
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
        public int partition;

        /**
         * The current leader epoch of the partition.
         */
        @Versions("9+")
        @Default("-1")
        @Ignorable
        public int currentLeaderEpoch = -1;

        /**
         * The message offset.
         */
        public long fetchOffset;

        /**
         * The epoch of the last fetched record or -1 if there is none.
         */
        @Versions("12+")
        @Default("-1")
        public int lastFetchedEpoch = -1;

        /**
         * The earliest available offset of the follower replica. The field is only used when the request
         * is sent by the follower.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public long logStartOffset = -1L;

        /**
         * The maximum bytes to fetch from this partition. See KIP-74 for cases where this limit may not be
         * honored.
         */
        public int partitionMaxBytes;

        /**
         * The directory id of the follower fetching.
         */
        @Versions("17+")
        @Tagged(tag = 0, versions = "17+")
        @Ignorable
        public UUID replicaDirectoryId = Uuids.ZERO;

        /**
         * The high-watermark known by the replica. -1 if the high-watermark is not known and
         * 9223372036854775807 if the feature is not supported.
         */
        @Versions("18+")
        @Tagged(tag = 1, versions = "18+")
        @Default("9223372036854775807")
        @Ignorable
        public long highWatermark = 9223372036854775807L;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * In an incremental fetch request, the partitions to remove.
     */
    public static class ForgottenTopic {
        /**
         * The topic name.
         */
        @Versions("7-12")
        @Ignorable
        public String topic = "";

        /**
         * The unique topic ID.
         */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions indexes to forget.
         */
        @Versions("7+")
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
