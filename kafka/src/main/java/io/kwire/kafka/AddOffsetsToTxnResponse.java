// Converted from common/message/AddOffsetsToTxnResponse.json of kafka-clients 4.4.0
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
 * Kafka's AddOffsetsToTxnResponse, API key 25: versions 0-4, flexible 3+.
 *
 * <p>Starting in version 1, on quota violation brokers send out responses before throttling.
 *
 * <p>Version 2 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 3 enables flexible versions.
 *
 * <p>Version 4 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Converted from common/message/AddOffsetsToTxnResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 25, type = MessageType.RESPONSE)
@Versions("0-4")
@Flexible("3+")
public class AddOffsetsToTxnResponse {
    /**
     * Duration in milliseconds for which the request was throttled due to a quota violation, or zero
     * if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The response error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
