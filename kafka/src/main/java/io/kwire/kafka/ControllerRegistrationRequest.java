// Converted from common/message/ControllerRegistrationRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's ControllerRegistrationRequest, API key 70: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/ControllerRegistrationRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 70, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class ControllerRegistrationRequest {
    /**
     * The ID of the controller to register.
     */
    public int controllerId;

    /**
     * The controller incarnation ID, which is unique to each process run.
     */
    public UUID incarnationId = Uuids.ZERO;

    /**
     * Set if the required configurations for ZK migration are present.
     */
    public boolean zkMigrationReady;

    /**
     * The listeners of this controller.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<Listener> listeners = new ArrayList<>();

    /**
     * The features on this controller.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<Feature> features = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The listeners of this controller.
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
     * The features on this controller.
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
