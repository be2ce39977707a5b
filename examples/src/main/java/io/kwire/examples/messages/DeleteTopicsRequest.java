package io.kwire.examples.messages;

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
 * The DeleteTopics request (API key 20), versions 1-6, flexible from version 4: asks the
 * controller to delete topics, by name up to version 5 and by name or topic ID from version 6.
 * Mirrors Kafka 4.4.0's {@code DeleteTopicsRequest.json}.
 */
@ApiKey(value = 20, type = MessageType.REQUEST)
@Versions("1-6")
@Flexible("4+")
public class DeleteTopicsRequest {
    /** The name or topic ID of the topic. */
    @Versions("6+")
    public List<DeleteTopicState> topics = new ArrayList<>();

    /** The names of the topics to delete. */
    @Versions("0-5")
    @Ignorable
    public List<String> topicNames = new ArrayList<>();

    /** The length of time in milliseconds to wait for the deletions to complete. */
    public int timeoutMs;

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** One topic to delete, by name or by topic ID. */
    public static class DeleteTopicState {
        /** The topic name. */
        @Versions("6+")
        @NullableVersions("6+")
        @Default("null")
        public String name = null;

        /** The unique topic ID. */
        @Versions("6+")
        public UUID topicId = Uuids.ZERO;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
