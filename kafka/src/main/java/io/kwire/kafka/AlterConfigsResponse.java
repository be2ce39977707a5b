// Converted from common/message/AlterConfigsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterConfigsResponse, API key 33: versions 0-2, flexible 2+.
 *
 * <p>Starting in version 1, on quota violation brokers send out responses before throttling.
 * Version 2 enables flexible versions.
 *
 * <p>Converted from common/message/AlterConfigsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 33, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("2+")
public class AlterConfigsResponse {
    /**
     * Duration in milliseconds for which the request was throttled due to a quota violation, or zero
     * if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The responses for each resource.
     */
    public List<AlterConfigsResourceResponse> responses = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses for each resource.
     */
    public static class AlterConfigsResourceResponse {
        /**
         * The resource error code.
         */
        public short errorCode;

        /**
         * The resource error message, or null if there was no error.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * The resource type.
         */
        public byte resourceType;

        /**
         * The resource name.
         */
        public String resourceName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
