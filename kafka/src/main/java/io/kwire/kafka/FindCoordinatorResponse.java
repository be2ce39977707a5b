// Converted from common/message/FindCoordinatorResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's FindCoordinatorResponse, API key 10: versions 0-6, flexible 3+.
 *
 * <p>Version 1 adds throttle time and error messages.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 3 is the first flexible version.
 *
 * <p>Version 4 adds support for batching via Coordinators (KIP-699)
 *
 * <p>Version 5 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 6 adds support for share groups (KIP-932).
 *
 * <p>Converted from common/message/FindCoordinatorResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 10, type = MessageType.RESPONSE)
@Versions("0-6")
@Flexible("3+")
public class FindCoordinatorResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    @Versions("0-3")
    public short errorCode;

    /**
     * The error message, or null if there was no error.
     */
    @Versions("1-3")
    @NullableVersions("1-3")
    @Ignorable
    public String errorMessage = "";

    /**
     * The node id.
     */
    @Versions("0-3")
    public int nodeId;

    /**
     * The host name.
     */
    @Versions("0-3")
    public String host = "";

    /**
     * The port.
     */
    @Versions("0-3")
    public int port;

    /**
     * Each coordinator result in the response.
     */
    @Versions("4+")
    public List<Coordinator> coordinators = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each coordinator result in the response.
     */
    public static class Coordinator {
        /**
         * The coordinator key.
         */
        @Versions("4+")
        public String key = "";

        /**
         * The node id.
         */
        @Versions("4+")
        public int nodeId;

        /**
         * The host name.
         */
        @Versions("4+")
        public String host = "";

        /**
         * The port.
         */
        @Versions("4+")
        public int port;

        /**
         * The error code, or 0 if there was no error.
         */
        @Versions("4+")
        public short errorCode;

        /**
         * The error message, or null if there was no error.
         */
        @Versions("4+")
        @NullableVersions("4+")
        @Ignorable
        public String errorMessage = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
