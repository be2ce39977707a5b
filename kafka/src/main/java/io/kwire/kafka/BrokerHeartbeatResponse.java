// Converted from common/message/BrokerHeartbeatResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's BrokerHeartbeatResponse, API key 63: versions 0-2, flexible 0+.
 *
 * <p>Converted from common/message/BrokerHeartbeatResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 63, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("0+")
public class BrokerHeartbeatResponse {
    /**
     * Duration in milliseconds for which the request was throttled due to a quota violation, or zero
     * if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * True if the broker has approximately caught up with the latest metadata.
     */
    @Default("false")
    public boolean isCaughtUp = false;

    /**
     * True if the broker is fenced.
     */
    @Default("true")
    public boolean isFenced = true;

    /**
     * True if the broker should proceed with its shutdown.
     */
    public boolean shouldShutDown;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
