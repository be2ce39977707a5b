// Converted from common/message/AssignReplicasToDirsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's AssignReplicasToDirsResponse, API key 73: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/AssignReplicasToDirsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 73, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class AssignReplicasToDirsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    public short errorCode;

    /**
     * The list of directories and their assigned partitions.
     */
    public List<DirectoryData> directories = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The list of directories and their assigned partitions.
     */
    public static class DirectoryData {
        /**
         * The ID of the directory.
         */
        public UUID id = Uuids.ZERO;

        /**
         * The list of topics and their assigned partitions.
         */
        public List<TopicData> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The list of topics and their assigned partitions.
     */
    public static class TopicData {
        /**
         * The ID of the assigned topic.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The list of assigned partitions.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The list of assigned partitions.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The partition level error code.
         */
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
