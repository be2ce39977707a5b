// Converted from common/message/InitProducerIdRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's InitProducerIdRequest, API key 22: versions 0-6, flexible 2+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Version 3 adds ProducerId and ProducerEpoch, allowing producers to try to resume after an
 * INVALID_PRODUCER_EPOCH error
 *
 * <p>Version 4 adds the support for new error code PRODUCER_FENCED.
 *
 * <p>Version 5 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 6 adds support for 2PC (KIP-939).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Kafka marks the newest version, 6, unstable: brokers offer it only when configured to.
 *
 * <p>Converted from common/message/InitProducerIdRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 22, type = MessageType.REQUEST)
@Versions("0-6")
@Flexible("2+")
public class InitProducerIdRequest {
    /**
     * The transactional id, or null if the producer is not transactional.
     */
    @NullableVersions("0+")
    public String transactionalId = "";

    /**
     * The time in ms to wait before aborting idle transactions sent by this producer. This is only
     * relevant if a TransactionalId has been defined.
     */
    public int transactionTimeoutMs;

    /**
     * The producer id. This is used to disambiguate requests if a transactional id is reused following
     * its expiration.
     */
    @Versions("3+")
    @Default("-1")
    public long producerId = -1L;

    /**
     * The producer's current epoch. This will be checked against the producer epoch on the broker, and
     * the request will return an error if they do not match.
     */
    @Versions("3+")
    @Default("-1")
    public short producerEpoch = -1;

    /**
     * True if the client wants to enable two-phase commit (2PC) protocol for transactions.
     */
    @Versions("6+")
    @Default("false")
    public boolean enable2Pc = false;

    /**
     * True if the client wants to keep the currently ongoing transaction instead of aborting it.
     */
    @Versions("6+")
    @Default("false")
    public boolean keepPreparedTxn = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
