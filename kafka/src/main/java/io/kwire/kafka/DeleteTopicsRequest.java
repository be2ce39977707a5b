// Converted from common/message/DeleteTopicsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DeleteTopicsRequest, API key 20: versions 1-6, flexible 4+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Versions 0, 1, 2,
 * and 3 are the same.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Version 5 adds ErrorMessage in the response and may return a THROTTLING_QUOTA_EXCEEDED error
 * in the response if the topics deletion is throttled (KIP-599).
 *
 * <p>Version 6 reorganizes topics, adds topic IDs and allows topic names to be null.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DeleteTopicsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 20, type = MessageType.REQUEST)
@Versions("1-6")
@Flexible("4+")
public class DeleteTopicsRequest {
    /**
     * The name or topic ID of the topic.
     */
    @Versions("6+")
    public List<DeleteTopicState> topics = new ArrayList<>();

    /**
     * The names of the topics to delete.
     */
    @Versions("0-5")
    @Ignorable
    public List<String> topicNames = new ArrayList<>();

    /**
     * The length of time in milliseconds to wait for the deletions to complete.
     */
    public int timeoutMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The name or topic ID of the topic.
     */
    public static class DeleteTopicState {
        /**
         * The topic name.
         */
        @Versions("6+")
        @NullableVersions("6+")
        @Default("null")
        public String name = null;

        /**
         * The unique topic ID.
         */
        @Versions("6+")
        public UUID topicId = Uuids.ZERO;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
