package io.kwire.examples.messages;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * The CreateTopics response (API key 19), versions 2-7, flexible from version 5: the outcome for
 * each topic of a CreateTopics request. Mirrors Kafka 4.4.0's {@code CreateTopicsResponse.json}.
 */
@ApiKey(value = 19, type = MessageType.RESPONSE)
@Versions("2-7")
@Flexible("5+")
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

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The outcome for one topic. */
    public static class CreatableTopicResult {
        /** The topic name. */
        public String name = "";

        /** The unique topic ID. */
        @Versions("7+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /** The error code, or 0 if there was no error. */
        public short errorCode;

        /** The error message, or null if there was no error. */
        @Versions("1+")
        @NullableVersions("0+")
        @Ignorable
        public String errorMessage = "";

        /** Optional topic config error returned if configs are not returned in the response. */
        @Versions("5+")
        @Tagged(tag = 0)
        @Ignorable
        public short topicConfigErrorCode;

        /** Number of partitions of the topic. */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public int numPartitions = -1;

        /** Replication factor of the topic. */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public short replicationFactor = -1;

        /** Configuration of the topic. */
        @Versions("5+")
        @NullableVersions("5+")
        @Ignorable
        public List<CreatableTopicConfigs> configs = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** One configuration of a created topic. */
    public static class CreatableTopicConfigs {
        /** The configuration name. */
        @Versions("5+")
        public String name = "";

        /** The configuration value. */
        @Versions("5+")
        @NullableVersions("5+")
        public String value = "";

        /** True if the configuration is read-only. */
        @Versions("5+")
        public boolean readOnly;

        /** The configuration source. */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public byte configSource = -1;

        /** True if this configuration is sensitive. */
        @Versions("5+")
        public boolean isSensitive;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
