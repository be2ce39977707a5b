// Converted from common/message/EndTxnRequest.json of kafka-clients 4.4.0
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
 * Kafka's EndTxnRequest, API key 26: versions 0-5, flexible 3+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 3 enables flexible versions.
 *
 * <p>Version 4 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 5 enables bumping epoch on every transaction (KIP-890 Part 2)
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/EndTxnRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 26, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("3+")
public class EndTxnRequest {
    /**
     * The ID of the transaction to end.
     */
    public String transactionalId = "";

    /**
     * The producer ID.
     */
    public long producerId;

    /**
     * The current epoch associated with the producer.
     */
    public short producerEpoch;

    /**
     * True if the transaction was committed, false if it was aborted.
     */
    public boolean committed;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
