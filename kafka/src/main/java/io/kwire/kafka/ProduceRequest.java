// Converted from common/message/ProduceRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's ProduceRequest, API key 0: versions 3-13, flexible 9+.
 *
 * <p>Versions 0-2 were removed in Apache Kafka 4.0, version 3 is the new baseline. Due to a bug in
 * librdkafka, these versions have to be included in the api versions response (see KAFKA-18659),
 * but are rejected otherwise. See `ApiKeys.PRODUCE_API_VERSIONS_RESPONSE_MIN_VERSION` for more
 * details.
 *
 * <p>Version 1 and 2 are the same as version 0.
 *
 * <p>Version 3 adds the transactional ID, which is used for authorization when attempting to write
 * transactional data. Version 3 also adds support for Kafka Message Format v2.
 *
 * <p>Version 4 is the same as version 3, but the requester must be prepared to handle a
 * KAFKA_STORAGE_ERROR.
 *
 * <p>Version 5 and 6 are the same as version 3.
 *
 * <p>Starting in version 7, records can be produced using ZStandard compression. See KIP-110.
 *
 * <p>Starting in Version 8, response has RecordErrors and ErrorMessage. See KIP-467.
 *
 * <p>Version 9 enables flexible versions.
 *
 * <p>Version 10 is the same as version 9 (KIP-951).
 *
 * <p>Version 11 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 12 is the same as version 11 (KIP-890). Note when produce requests are used in
 * transaction, if transaction V2 (KIP_890 part 2) is enabled, the produce request will also
 * include the function for a AddPartitionsToTxn call. If V2 is disabled, the client can't use
 * produce request version higher than 11 within a transaction. Version 13 replaces topic names
 * with topic IDs (KIP-516). May return UNKNOWN_TOPIC_ID error code.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ProduceRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 0, type = MessageType.REQUEST)
@Versions("3-13")
@Flexible("9+")
public class ProduceRequest {
    /**
     * The transactional ID, or null if the producer is not transactional.
     */
    @Versions("3+")
    @NullableVersions("3+")
    @Default("null")
    public String transactionalId = null;

    /**
     * The number of acknowledgments the producer requires the leader to have received before
     * considering a request complete. Allowed values: 0 for no acknowledgments, 1 for only the leader
     * and -1 for the full ISR.
     */
    public short acks;

    /**
     * The timeout to await a response in milliseconds.
     */
    public int timeoutMs;

    /**
     * Each topic to produce to.
     *
     * <p>Kafka's own classes look its elements up by name and topicId (the spec's map key); the wire
     * and kwire keep them in order, duplicates included.
     */
    public List<TopicProduceData> topicData = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic to produce to.
     */
    public static class TopicProduceData {
        /**
         * The topic name.
         */
        @Versions("0-12")
        @Ignorable
        public String name = "";

        /**
         * The unique topic ID
         */
        @Versions("13+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * Each partition to produce to.
         */
        public List<PartitionProduceData> partitionData = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each partition to produce to.
     */
    public static class PartitionProduceData {
        /**
         * The partition index.
         */
        public int index;

        /**
         * The record data to be produced.
         */
        @NullableVersions("0+")
        @WireType(WireType.Type.RECORDS)
        public ByteBuf records = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
