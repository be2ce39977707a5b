// Converted from common/message/RenewDelegationTokenRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's RenewDelegationTokenRequest, API key 39: versions 1-2, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 is the
 * same as version 0. Version 2 adds flexible version support
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/RenewDelegationTokenRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 39, type = MessageType.REQUEST)
@Versions("1-2")
@Flexible("2+")
public class RenewDelegationTokenRequest {
    /**
     * The HMAC of the delegation token to be renewed.
     */
    public byte[] hmac = new byte[0];

    /**
     * The renewal time period in milliseconds.
     */
    public long renewPeriodMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
