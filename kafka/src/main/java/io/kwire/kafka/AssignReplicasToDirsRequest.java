// Converted from common/message/AssignReplicasToDirsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's AssignReplicasToDirsRequest, API key 73: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/AssignReplicasToDirsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 73, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class AssignReplicasToDirsRequest {
    /**
     * The ID of the requesting broker.
     */
    public int brokerId;

    /**
     * The epoch of the requesting broker.
     */
    @Default("-1")
    public long brokerEpoch = -1L;

    /**
     * The directories to which replicas should be assigned.
     */
    public List<DirectoryData> directories = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The directories to which replicas should be assigned.
     */
    public static class DirectoryData {
        /**
         * The ID of the directory.
         */
        public UUID id = Uuids.ZERO;

        /**
         * The topics assigned to the directory.
         */
        public List<TopicData> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topics assigned to the directory.
     */
    public static class TopicData {
        /**
         * The ID of the assigned topic.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The partitions assigned to the directory.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions assigned to the directory.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
