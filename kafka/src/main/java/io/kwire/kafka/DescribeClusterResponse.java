// Converted from common/message/DescribeClusterResponse.json of kafka-clients 4.4.0
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
 * Kafka's DescribeClusterResponse, API key 60: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds the EndpointType field, and makes MISMATCHED_ENDPOINT_TYPE and
 * UNSUPPORTED_ENDPOINT_TYPE valid top-level response error codes. Version 2 adds IsFenced field to
 * Brokers for KIP-1073 support.
 *
 * <p>Converted from common/message/DescribeClusterResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 60, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("0+")
public class DescribeClusterResponse {
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
     * The endpoint type that was described. 1=brokers, 2=controllers.
     */
    @Versions("1+")
    @Default("1")
    public byte endpointType = 1;

    /**
     * The cluster ID that responding broker belongs to.
     */
    public String clusterId = "";

    /**
     * The ID of the controller. When handled by a controller, returns the current voter leader ID.
     * When handled by a broker, returns a random alive broker ID as a fallback.
     */
    @Default("-1")
    public int controllerId = -1;

    /**
     * Each broker in the response.
     *
     * <p>Kafka's own classes look its elements up by brokerId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<DescribeClusterBroker> brokers = new ArrayList<>();

    /**
     * 32-bit bitfield to represent authorized operations for this cluster.
     */
    @Default("-2147483648")
    public int clusterAuthorizedOperations = -2147483648;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each broker in the response.
     */
    public static class DescribeClusterBroker {
        /**
         * The broker ID.
         */
        public int brokerId;

        /**
         * The broker hostname.
         */
        public String host = "";

        /**
         * The broker port.
         */
        public int port;

        /**
         * The rack of the broker, or null if it has not been assigned to a rack.
         */
        @NullableVersions("0+")
        @Default("null")
        public String rack = null;

        /**
         * Whether the broker is fenced
         */
        @Versions("2+")
        public boolean isFenced;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
