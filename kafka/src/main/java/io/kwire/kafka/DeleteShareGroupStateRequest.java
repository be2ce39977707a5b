// Converted from common/message/DeleteShareGroupStateRequest.json of kafka-clients 4.4.0
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
 * Kafka's DeleteShareGroupStateRequest, API key 86: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DeleteShareGroupStateRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 86, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class DeleteShareGroupStateRequest {
    /**
     * The group identifier.
     */
    public String groupId = "";

    /**
     * The data for the topics.
     */
    public List<DeleteStateData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The data for the topics.
     */
    public static class DeleteStateData {
        /**
         * The topic identifier.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The data for the partitions.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The data for the partitions.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partition;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
