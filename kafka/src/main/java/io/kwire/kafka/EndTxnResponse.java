// Converted from common/message/EndTxnResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's EndTxnResponse, API key 26: versions 0-5, flexible 3+.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 2 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 3 enables flexible versions.
 *
 * <p>Version 4 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 5 enables bumping epoch on every transaction (KIP-890 Part 2), so producer ID and
 * epoch are included in the response.
 *
 * <p>Converted from common/message/EndTxnResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 26, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("3+")
public class EndTxnResponse {
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
     * The producer ID.
     */
    @Versions("5+")
    @Default("-1")
    @Ignorable
    public long producerId = -1L;

    /**
     * The current epoch associated with the producer.
     */
    @Versions("5+")
    @Default("-1")
    @Ignorable
    public short producerEpoch = -1;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
