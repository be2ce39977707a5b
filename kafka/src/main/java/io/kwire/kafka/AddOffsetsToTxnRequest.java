// Converted from common/message/AddOffsetsToTxnRequest.json of kafka-clients 4.4.0
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
 * Kafka's AddOffsetsToTxnRequest, API key 25: versions 0-4, flexible 3+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 3 enables flexible versions.
 *
 * <p>Version 4 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/AddOffsetsToTxnRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 25, type = MessageType.REQUEST)
@Versions("0-4")
@Flexible("3+")
public class AddOffsetsToTxnRequest {
    /**
     * The transactional id corresponding to the transaction.
     */
    public String transactionalId = "";

    /**
     * Current producer id in use by the transactional id.
     */
    public long producerId;

    /**
     * Current epoch associated with the producer id.
     */
    public short producerEpoch;

    /**
     * The unique group identifier.
     */
    public String groupId = "";

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
