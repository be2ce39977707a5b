package io.kwire.examples.messages;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * The CreatePartitions response (API key 37), versions 0-3, flexible from version 2: the outcome
 * for each topic of a CreatePartitions request. Mirrors Kafka 4.4.0's
 * {@code CreatePartitionsResponse.json}.
 */
@ApiKey(value = 37, type = MessageType.RESPONSE)
@Versions("0-3")
@Flexible("2+")
public class CreatePartitionsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /** The partition creation results for each topic. */
    public List<CreatePartitionsTopicResult> results = new ArrayList<>();

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The outcome for one topic. */
    public static class CreatePartitionsTopicResult {
        /** The topic name. */
        public String name = "";

        /** The result error, or zero if there was no error. */
        public short errorCode;

        /** The result message, or null if there was no error. */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
