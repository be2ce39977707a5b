package io.kwire.examples.kip409;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import java.util.ArrayList;
import java.util.List;

/**
 * The CreateTopics response (API key 19) of the KIP-409 dialect,
 * <a href=
 * "https://cwiki.apache.org/confluence/display/KAFKA/KIP-409%3A+Allow+creating+under-replicated+topics+and+partitions"
 * >KIP-409: Allow creating under-replicated topics and partitions</a>: versions 2-4, none of them
 * flexible. Versions 2 and 3 are byte for byte Apache Kafka's, and version 4 has the same schema as
 * version 3, as the KIP states; a topic created with fewer replicas than asked carries the KIP's
 * error code CREATED_UNDER_REPLICATED (79).
 */
@ApiKey(value = 19, type = MessageType.RESPONSE)
@Versions("2-4")
public class CreateTopicsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    @Versions("2+")
    @Ignorable
    public int throttleTimeMs;

    /** Results for each topic we tried to create. */
    public List<CreatableTopicResult> topics = new ArrayList<>();

    /** The outcome for one topic. */
    public static class CreatableTopicResult {
        /** The topic name. */
        public String name = "";

        /** The error code, or 0 if there was no error. */
        public short errorCode;

        /** The error message, or null if there was no error. */
        @Versions("1+")
        @NullableVersions("0+")
        @Ignorable
        public String errorMessage = "";
    }
}
