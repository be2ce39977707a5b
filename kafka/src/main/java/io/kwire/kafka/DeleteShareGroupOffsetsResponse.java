// Converted from common/message/DeleteShareGroupOffsetsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's DeleteShareGroupOffsetsResponse, API key 92: versions 0, flexible 0+.
 *
 * <p>Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>TOPIC_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>NON_EMPTY_GROUP (version 0+)
 * <li>KAFKA_STORAGE_ERROR (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * <li>UNKNOWN_SERVER_ERROR (version 0+)
 * <li>UNKNOWN_TOPIC_OR_PARTITION (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/DeleteShareGroupOffsetsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 92, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class DeleteShareGroupOffsetsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top-level error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The top-level error message, or null if there was no error.
     */
    @NullableVersions("0+")
    @Default("null")
    public String errorMessage = null;

    /**
     * The results for each topic.
     */
    public List<DeleteShareGroupOffsetsResponseTopic> responses = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each topic.
     */
    public static class DeleteShareGroupOffsetsResponseTopic {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The unique topic ID.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The topic-level error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The topic-level error message, or null if there was no error.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
