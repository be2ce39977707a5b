// Converted from common/message/HeartbeatResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's HeartbeatResponse, API key 12: versions 0-4, flexible 4+.
 *
 * <p>Version 1 adds throttle time.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Starting from version 3, heartbeatRequest supports a new field called groupInstanceId to
 * indicate member identity across restarts.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Converted from common/message/HeartbeatResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 12, type = MessageType.RESPONSE)
@Versions("0-4")
@Flexible("4+")
public class HeartbeatResponse {
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
    public short errorCode;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
