// Converted from common/message/AlterReplicaLogDirsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterReplicaLogDirsResponse, API key 34: versions 1-2, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Starting in version
 * 1, on quota violation brokers send out responses before throttling. Version 2 enables flexible
 * versions.
 *
 * <p>Converted from common/message/AlterReplicaLogDirsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 34, type = MessageType.RESPONSE)
@Versions("1-2")
@Flexible("2+")
public class AlterReplicaLogDirsResponse {
    /**
     * Duration in milliseconds for which the request was throttled due to a quota violation, or zero
     * if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The results for each topic.
     */
    public List<AlterReplicaLogDirTopicResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each topic.
     */
    public static class AlterReplicaLogDirTopicResult {
        /**
         * The name of the topic.
         */
        public String topicName = "";

        /**
         * The results for each partition.
         */
        public List<AlterReplicaLogDirPartitionResult> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results for each partition.
     */
    public static class AlterReplicaLogDirPartitionResult {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
