// Converted from common/message/RenewDelegationTokenResponse.json of kafka-clients 4.4.0
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
 * Kafka's RenewDelegationTokenResponse, API key 39: versions 1-2, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Starting in version
 * 1, on quota violation, brokers send out responses before throttling. Version 2 adds flexible
 * version support
 *
 * <p>Converted from common/message/RenewDelegationTokenResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 39, type = MessageType.RESPONSE)
@Versions("1-2")
@Flexible("2+")
public class RenewDelegationTokenResponse {
    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The timestamp in milliseconds at which this token expires.
     */
    public long expiryTimestampMs;

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
