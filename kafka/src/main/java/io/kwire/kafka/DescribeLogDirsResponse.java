// Converted from common/message/DescribeLogDirsResponse.json of kafka-clients 4.4.0
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
 * Kafka's DescribeLogDirsResponse, API key 35: versions 1-5, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Starting in version
 * 1, on quota violation, brokers send out responses before throttling. Version 2 is the first
 * flexible version. Version 3 adds the top-level ErrorCode field Version 4 adds the TotalBytes and
 * UsableBytes fields Version 5 adds IsCordoned field
 *
 * <p>Converted from common/message/DescribeLogDirsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 35, type = MessageType.RESPONSE)
@Versions("1-5")
@Flexible("2+")
public class DescribeLogDirsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    @Versions("3+")
    @Ignorable
    public short errorCode;

    /**
     * The log directories.
     */
    public List<DescribeLogDirsResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The log directories.
     */
    public static class DescribeLogDirsResult {
        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The absolute log directory path.
         */
        public String logDir = "";

        /**
         * The topics.
         */
        public List<DescribeLogDirsTopic> topics = new ArrayList<>();

        /**
         * The total size in bytes of the volume the log directory is in. This value does not include the
         * size of data stored in remote storage.
         */
        @Versions("4+")
        @Default("-1")
        @Ignorable
        public long totalBytes = -1L;

        /**
         * The usable size in bytes of the volume the log directory is in. This value does not include the
         * size of data stored in remote storage.
         */
        @Versions("4+")
        @Default("-1")
        @Ignorable
        public long usableBytes = -1L;

        /**
         * True if this log directory is cordoned.
         */
        @Versions("5+")
        @Default("false")
        @Ignorable
        public boolean isCordoned = false;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topics.
     */
    public static class DescribeLogDirsTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The partitions.
         */
        public List<DescribeLogDirsPartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions.
     */
    public static class DescribeLogDirsPartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The size of the log segments in this partition in bytes.
         */
        public long partitionSize;

        /**
         * The lag of the log's LEO w.r.t. partition's HW (if it is the current log for the partition) or
         * current replica's LEO (if it is the future log for the partition).
         */
        public long offsetLag;

        /**
         * True if this log is created by AlterReplicaLogDirsRequest and will replace the current log of
         * the replica in the future.
         */
        public boolean isFutureKey;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
