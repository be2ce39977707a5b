// Converted from common/message/InitProducerIdResponse.json of kafka-clients 4.4.0
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
 * Kafka's InitProducerIdResponse, API key 22: versions 0-6, flexible 2+.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Version 3 is the same as version 2.
 *
 * <p>Version 4 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 5 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 6 adds support for 2PC (KIP-939).
 *
 * <p>Converted from common/message/InitProducerIdResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 22, type = MessageType.RESPONSE)
@Versions("0-6")
@Flexible("2+")
public class InitProducerIdResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Ignorable
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The current producer id.
     */
    @Default("-1")
    public long producerId = -1L;

    /**
     * The current epoch associated with the producer id.
     */
    public short producerEpoch;

    /**
     * The producer id for ongoing transaction when KeepPreparedTxn is used, -1 if there is no
     * transaction ongoing.
     */
    @Versions("6+")
    @Default("-1")
    public long ongoingTxnProducerId = -1L;

    /**
     * The epoch associated with the producer id for ongoing transaction when KeepPreparedTxn is used,
     * -1 if there is no transaction ongoing.
     */
    @Versions("6+")
    @Default("-1")
    public short ongoingTxnProducerEpoch = -1;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
