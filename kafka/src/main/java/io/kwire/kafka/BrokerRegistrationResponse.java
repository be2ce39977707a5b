// Converted from common/message/BrokerRegistrationResponse.json of kafka-clients 4.4.0
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
 * Kafka's BrokerRegistrationResponse, API key 62: versions 0-4, flexible 0+.
 *
 * <p>Converted from common/message/BrokerRegistrationResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 62, type = MessageType.RESPONSE)
@Versions("0-4")
@Flexible("0+")
public class BrokerRegistrationResponse {
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
     * The broker's assigned epoch, or -1 if none was assigned.
     */
    @Default("-1")
    public long brokerEpoch = -1L;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
