// Converted from common/message/FetchSnapshotRequest.json of kafka-clients 4.4.0
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
 * Kafka's FetchSnapshotRequest, API key 59: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds replica directory id (KIP-853)
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/FetchSnapshotRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 59, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class FetchSnapshotRequest {
    /**
     * The clusterId if known, this is used to validate metadata fetches prior to broker registration.
     */
    @NullableVersions("0+")
    @Tagged(tag = 0, versions = "0+")
    @Default("null")
    public String clusterId = null;

    /**
     * The broker ID of the follower.
     */
    @Default("-1")
    public int replicaId = -1;

    /**
     * The maximum bytes to fetch from all of the snapshots.
     */
    @Default("0x7fffffff")
    public int maxBytes = 0x7fffffff;

    /**
     * The topics to fetch.
     */
    public List<TopicSnapshot> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to fetch.
     */
    public static class TopicSnapshot {
        /**
         * The name of the topic to fetch.
         */
        public String name = "";

        /**
         * The partitions to fetch.
         */
        public List<PartitionSnapshot> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions to fetch.
     */
    public static class PartitionSnapshot {
        /**
         * The partition index.
         */
        public int partition;

        /**
         * The current leader epoch of the partition, -1 for unknown leader epoch.
         */
        public int currentLeaderEpoch;

        /**
         * The snapshot endOffset and epoch to fetch.
         */
        public SnapshotId snapshotId = new SnapshotId();

        /**
         * The byte position within the snapshot to start fetching from.
         */
        public long position;

        /**
         * The directory id of the follower fetching.
         */
        @Versions("1+")
        @Tagged(tag = 0, versions = "1+")
        @Ignorable
        public UUID replicaDirectoryId = Uuids.ZERO;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The snapshot endOffset and epoch to fetch.
     */
    public static class SnapshotId {
        /**
         * The end offset of the snapshot.
         */
        public long endOffset;

        /**
         * The epoch of the snapshot.
         */
        public int epoch;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
