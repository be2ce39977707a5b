// Converted from common/message/BrokerRegistrationRequest.json of kafka-clients 4.4.0
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
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's BrokerRegistrationRequest, API key 62: versions 0-4, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/BrokerRegistrationRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 62, type = MessageType.REQUEST)
@Versions("0-4")
@Flexible("0+")
public class BrokerRegistrationRequest {
    /**
     * The broker ID.
     */
    public int brokerId;

    /**
     * The cluster id of the broker process.
     */
    public String clusterId = "";

    /**
     * The incarnation id of the broker process.
     */
    public UUID incarnationId = Uuids.ZERO;

    /**
     * The listeners of this broker.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<Listener> listeners = new ArrayList<>();

    /**
     * The features on this broker. Note: in v0-v3, features with MinSupportedVersion = 0 are omitted.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<Feature> features = new ArrayList<>();

    /**
     * The rack which this broker is in.
     */
    @NullableVersions("0+")
    public String rack = "";

    /**
     * If the required configurations for ZK migration are present, this value is set to true.
     */
    @Versions("1+")
    @Default("false")
    public boolean isMigratingZkBroker = false;

    /**
     * Log directories configured in this broker which are available.
     */
    @Versions("2+")
    @Ignorable
    public List<UUID> logDirs = new ArrayList<>();

    /**
     * The epoch before a clean shutdown.
     */
    @Versions("3+")
    @Default("-1")
    @Ignorable
    public long previousBrokerEpoch = -1L;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The listeners of this broker.
     */
    public static class Listener {
        /**
         * The name of the endpoint.
         */
        public String name = "";

        /**
         * The hostname.
         */
        public String host = "";

        /**
         * The port.
         */
        @WireType(WireType.Type.UINT16)
        public int port;

        /**
         * The security protocol.
         */
        public short securityProtocol;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The features on this broker. Note: in v0-v3, features with MinSupportedVersion = 0 are omitted.
     */
    public static class Feature {
        /**
         * The feature name.
         */
        public String name = "";

        /**
         * The minimum supported feature level.
         */
        public short minSupportedVersion;

        /**
         * The maximum supported feature level.
         */
        public short maxSupportedVersion;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
