// Converted from common/message/ListOffsetsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ListOffsetsRequest, API key 2: versions 1-11, flexible 6+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 removes MaxNumOffsets. From this version forward, only a single offset can be
 * returned.
 *
 * <p>Version 2 adds the isolation level, which is used for transactional reads.
 *
 * <p>Version 3 is the same as version 2.
 *
 * <p>Version 4 adds the current leader epoch, which is used for fencing.
 *
 * <p>Version 5 is the same as version 4.
 *
 * <p>Version 6 enables flexible versions.
 *
 * <p>Version 7 enables listing offsets by max timestamp (KIP-734).
 *
 * <p>Version 8 enables listing offsets by local log start offset (KIP-405).
 *
 * <p>Version 9 enables listing offsets by last tiered offset (KIP-1005).
 *
 * <p>Version 10 enables async remote list offsets support (KIP-1075)
 *
 * <p>Version 11 enables listing offsets by earliest pending upload offset (KIP-1023)
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ListOffsetsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 2, type = MessageType.REQUEST)
@Versions("1-11")
@Flexible("6+")
public class ListOffsetsRequest {
    /**
     * The broker ID of the requester, or -1 if this request is being made by a normal consumer.
     */
    public int replicaId;

    /**
     * This setting controls the visibility of transactional records. Using READ_UNCOMMITTED
     * (isolation_level = 0) makes all records visible. With READ_COMMITTED (isolation_level = 1),
     * non-transactional and COMMITTED transactional records are visible. To be more concrete,
     * READ_COMMITTED returns all data from offsets smaller than the current LSO (last stable offset),
     * and enables the inclusion of the list of aborted transactions in the result, which allows
     * consumers to discard ABORTED transactional records.
     */
    @Versions("2+")
    public byte isolationLevel;

    /**
     * Each topic in the request.
     */
    public List<ListOffsetsTopic> topics = new ArrayList<>();

    /**
     * The timeout to await a response in milliseconds for requests that require reading from remote
     * storage for topics enabled with tiered storage.
     */
    @Versions("10+")
    @Ignorable
    public int timeoutMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic in the request.
     */
    public static class ListOffsetsTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * Each partition in the request.
         */
        public List<ListOffsetsPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition in the request.
     */
    public static class ListOffsetsPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The current leader epoch.
         */
        @Versions("4+")
        @Default("-1")
        @Ignorable
        public int currentLeaderEpoch = -1;

        /**
         * The current timestamp.
         */
        public long timestamp;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
