// Converted from common/message/GetTelemetrySubscriptionsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's GetTelemetrySubscriptionsRequest, API key 71: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/GetTelemetrySubscriptionsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 71, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class GetTelemetrySubscriptionsRequest {
    /**
     * Unique id for this client instance, must be set to 0 on the first request.
     */
    public UUID clientInstanceId = Uuids.ZERO;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
