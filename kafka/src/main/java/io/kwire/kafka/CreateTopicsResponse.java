// Converted from common/message/CreateTopicsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

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
 * Kafka's CreateTopicsResponse, API key 19: versions 2-7, flexible 5+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
 *
 * <p>Version 1 adds a per-topic error message string.
 *
 * <p>Version 2 adds the throttle time.
 *
 * <p>Starting in version 3, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 4 makes partitions/replicationFactor optional even when assignments are not present
 * (KIP-464).
 *
 * <p>Version 5 is the first flexible version. Version 5 also returns topic configs in the response
 * (KIP-525).
 *
 * <p>Version 6 is identical to version 5 but may return a THROTTLING_QUOTA_EXCEEDED error in the
 * response if the topics creation is throttled (KIP-599).
 *
 * <p>Version 7 returns the topic ID of the newly created topic if creation is successful.
 *
 * <p>Converted from common/message/CreateTopicsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 19, type = MessageType.RESPONSE)
@Versions("2-7")
@Flexible("5+")
public class CreateTopicsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("2+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * Results for each topic we tried to create.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<CreatableTopicResult> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Results for each topic we tried to create.
     */
    public static class CreatableTopicResult {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The unique topic ID.
         */
        @Versions("7+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The error message, or null if there was no error.
         */
        @Versions("1+")
        @NullableVersions("0+")
        @Ignorable
        public String errorMessage = "";

        /**
         * Optional topic config error returned if configs are not returned in the response.
         */
        @Versions("5+")
        @Tagged(tag = 0, versions = "5+")
        @Ignorable
        public short topicConfigErrorCode;

        /**
         * Number of partitions of the topic.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public int numPartitions = -1;

        /**
         * Replication factor of the topic.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public short replicationFactor = -1;

        /**
         * Configuration of the topic.
         */
        @Versions("5+")
        @NullableVersions("5+")
        @Ignorable
        public List<CreatableTopicConfigs> configs = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Configuration of the topic.
     */
    public static class CreatableTopicConfigs {
        /**
         * The configuration name.
         */
        @Versions("5+")
        public String name = "";

        /**
         * The configuration value.
         */
        @Versions("5+")
        @NullableVersions("5+")
        public String value = "";

        /**
         * True if the configuration is read-only.
         */
        @Versions("5+")
        public boolean readOnly;

        /**
         * The configuration source.
         */
        @Versions("5+")
        @Default("-1")
        @Ignorable
        public byte configSource = -1;

        /**
         * True if this configuration is sensitive.
         */
        @Versions("5+")
        public boolean isSensitive;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
