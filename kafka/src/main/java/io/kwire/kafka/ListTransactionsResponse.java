// Converted from common/message/ListTransactionsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ListTransactionsResponse, API key 66: versions 0-2, flexible 0+.
 *
 * <p>Version 1 is the same as version 0 (KIP-994). This API can return InvalidRegularExpression
 * (KIP-1152).
 *
 * <p>Converted from common/message/ListTransactionsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 66, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("0+")
public class ListTransactionsResponse {
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
     * Set of state filters provided in the request which were unknown to the transaction coordinator.
     */
    public List<String> unknownStateFilters = new ArrayList<>();

    /**
     * The current state of the transaction for the transactional id.
     */
    public List<TransactionState> transactionStates = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The current state of the transaction for the transactional id.
     */
    public static class TransactionState {
        /**
         * The transactional id.
         */
        public String transactionalId = "";

        /**
         * The producer id.
         */
        public long producerId;

        /**
         * The current transaction state of the producer.
         */
        public String transactionState = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
