// Converted from common/message/CreatePartitionsResponse.json of kafka-clients 4.4.0
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
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's CreatePartitionsResponse, API key 37: versions 0-3, flexible 2+.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 2 adds flexible version support
 *
 * <p>Version 3 is identical to version 2 but may return a THROTTLING_QUOTA_EXCEEDED error in the
 * response if the partitions creation is throttled (KIP-599).
 *
 * <p>Converted from common/message/CreatePartitionsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 37, type = MessageType.RESPONSE)
@Versions("0-3")
@Flexible("2+")
public class CreatePartitionsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The partition creation results for each topic.
     */
    public List<CreatePartitionsTopicResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The partition creation results for each topic.
     */
    public static class CreatePartitionsTopicResult {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The result error, or zero if there was no error.
         */
        public short errorCode;

        /**
         * The result message, or null if there was no error.
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
