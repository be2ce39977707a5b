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
 * The DeleteTopics response (API key 20), versions 1-6, flexible from version 4: the outcome for
 * each topic of a DeleteTopics request. Mirrors Kafka 4.4.0's {@code DeleteTopicsResponse.json}.
 */
@ApiKey(value = 20, type = MessageType.RESPONSE)
@Versions("1-6")
@Flexible("4+")
public class DeleteTopicsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /** The results for each topic we tried to delete. */
    public List<DeletableTopicResult> responses = new ArrayList<>();

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The outcome for one topic. */
    public static class DeletableTopicResult {
        /** The topic name. */
        @NullableVersions("6+")
        public String name = "";

        /** The unique topic ID. */
        @Versions("6+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /** The deletion error, or 0 if the deletion succeeded. */
        public short errorCode;

        /** The error message, or null if there was no error. */
        @Versions("5+")
        @NullableVersions("5+")
        @Ignorable
        @Default("null")
        public String errorMessage = null;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
