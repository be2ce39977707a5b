// Converted from common/message/PushTelemetryRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's PushTelemetryRequest, API key 72: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/PushTelemetryRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 72, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class PushTelemetryRequest {
    /**
     * Unique id for this client instance.
     */
    public UUID clientInstanceId = Uuids.ZERO;

    /**
     * Unique identifier for the current subscription.
     */
    public int subscriptionId;

    /**
     * Client is terminating the connection.
     */
    public boolean terminating;

    /**
     * Compression codec used to compress the metrics.
     */
    public byte compressionType;

    /**
     * Metrics encoded in OpenTelemetry MetricsData v1 protobuf format.
     */
    public ByteBuf metrics = Unpooled.EMPTY_BUFFER;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
