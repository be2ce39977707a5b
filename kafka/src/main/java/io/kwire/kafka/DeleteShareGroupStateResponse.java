// Converted from common/message/DeleteShareGroupStateResponse.json of kafka-clients 4.4.0
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
 * Kafka's DeleteShareGroupStateResponse, API key 86: versions 0, flexible 0+.
 *
 * <ul>
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>UNKNOWN_TOPIC_OR_PARTITION (version 0+)
 * <li>FENCED_STATE_EPOCH (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/DeleteShareGroupStateResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 86, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class DeleteShareGroupStateResponse {
    /**
     * The delete results.
     */
    public List<DeleteStateResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The delete results.
     */
    public static class DeleteStateResult {
        /**
         * The topic identifier.
         */
        public UUID topicId = Uuids.ZERO;

        /**
         * The results for the partitions.
         */
        public List<PartitionResult> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results for the partitions.
     */
    public static class PartitionResult {
        /**
         * The partition index.
         */
        public int partition;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The error message, or null if there was no error.
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
