// Converted from common/message/DeleteTopicsResponse.json of kafka-clients 4.4.0
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
 * Kafka's DeleteTopicsResponse, API key 20: versions 1-6, flexible 4+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 adds the throttle time.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Starting in version 3, a TOPIC_DELETION_DISABLED error code may be returned.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Version 5 adds ErrorMessage in the response and may return a THROTTLING_QUOTA_EXCEEDED error
 * in the response if the topics deletion is throttled (KIP-599).
 *
 * <p>Version 6 adds topic ID to responses. An UNSUPPORTED_VERSION error code will be returned when
 * attempting to delete using topic IDs when IBP &lt; 2.8. UNKNOWN_TOPIC_ID error code will be
 * returned when IBP is at least 2.8, but the topic ID was not found.
 *
 * <p>Converted from common/message/DeleteTopicsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 20, type = MessageType.RESPONSE)
@Versions("1-6")
@Flexible("4+")
public class DeleteTopicsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The results for each topic we tried to delete.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<DeletableTopicResult> responses = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each topic we tried to delete.
     */
    public static class DeletableTopicResult {
        /**
         * The topic name.
         */
        @NullableVersions("6+")
        public String name = "";

        /**
         * The unique topic ID.
         */
        @Versions("6+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The deletion error, or 0 if the deletion succeeded.
         */
        public short errorCode;

        /**
         * The error message, or null if there was no error.
         */
        @Versions("5+")
        @NullableVersions("5+")
        @Default("null")
        @Ignorable
        public String errorMessage = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
