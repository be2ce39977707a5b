// Converted from common/message/ListConfigResourcesResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ListConfigResourcesResponse, API key 74: versions 0-1, flexible 0+.
 *
 * <p>Version 0 is used as ListClientMetricsResourcesResponse which returns all client metrics
 * resources. Version 1 adds ResourceType to ConfigResources (KIP-1142).
 *
 * <p>Converted from common/message/ListConfigResourcesResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 74, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("0+")
public class ListConfigResourcesResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * Each config resource in the response.
     */
    public List<ConfigResource> configResources = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each config resource in the response.
     */
    public static class ConfigResource {
        /**
         * The resource name.
         */
        public String resourceName = "";

        /**
         * The resource type.
         */
        @Versions("1+")
        @Default("16")
        @Ignorable
        public byte resourceType = 16;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
