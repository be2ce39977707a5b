// Converted from common/message/GetTelemetrySubscriptionsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's GetTelemetrySubscriptionsResponse, API key 71: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/GetTelemetrySubscriptionsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 71, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class GetTelemetrySubscriptionsResponse {
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
     * Assigned client instance id if ClientInstanceId was 0 in the request, else 0.
     */
    public UUID clientInstanceId = Uuids.ZERO;

    /**
     * Unique identifier for the current subscription set for this client instance.
     */
    public int subscriptionId;

    /**
     * Compression types that broker accepts for the PushTelemetryRequest.
     */
    public List<Byte> acceptedCompressionTypes = new ArrayList<>();

    /**
     * Configured push interval, which is the lowest configured interval in the current subscription
     * set.
     */
    public int pushIntervalMs;

    /**
     * The maximum bytes of binary data the broker accepts in PushTelemetryRequest.
     */
    public int telemetryMaxBytes;

    /**
     * Flag to indicate monotonic/counter metrics are to be emitted as deltas or cumulative values.
     */
    public boolean deltaTemporality;

    /**
     * Requested metrics prefix string match. Empty array: No metrics subscribed, Array[0] empty
     * string: All metrics subscribed.
     */
    public List<String> requestedMetrics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
