// Converted from common/message/DeleteShareGroupOffsetsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DeleteShareGroupOffsetsRequest, API key 92: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DeleteShareGroupOffsetsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 92, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class DeleteShareGroupOffsetsRequest {
    /**
     * The group identifier.
     */
    public String groupId = "";

    /**
     * The topics to delete offsets for.
     */
    public List<DeleteShareGroupOffsetsRequestTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to delete offsets for.
     */
    public static class DeleteShareGroupOffsetsRequestTopic {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
