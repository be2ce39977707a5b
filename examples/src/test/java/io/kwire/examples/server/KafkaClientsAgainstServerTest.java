package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Future;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ListOffsetsResult.ListOffsetsResultInfo;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndTimestamp;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.internals.RecordHeader;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Kafka's own KafkaProducer (acks=all, idempotent) and KafkaConsumer (assign and seek, no group),
 * kafka-clients 4.4.0, round-trip {@value #RECORDS} records through the example server with each
 * compression: every record comes back at the offset the producer was told, with its key, value,
 * headers and timestamp; ListOffsets agrees with what was written.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaClientsAgainstServerTest {
    private static final int RECORDS = 100_000;
    private static final int PARTITIONS = 3;
    private static final String TOPIC = "round-trip";
    private static final long FIRST_TIMESTAMP = 1_700_000_000_000L;
    private static final Duration POLL = Duration.ofMillis(200);
    private static final long DEADLINE_MS = 60_000;

    @ParameterizedTest(name = "compression {0}")
    @ValueSource(strings = {"none", "gzip", "snappy", "lz4", "zstd"})
    void producedRecordsComeBackExactly(String compression) throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults())) {
            try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap()))) {
                admin.createTopics(List.of(new NewTopic(TOPIC, PARTITIONS, (short) 1))).all().get();
            }
            long started = System.nanoTime();
            produce(server, compression);
            long produced = System.nanoTime();
            List<ConsumerRecord<byte[], byte[]>> consumed = consume(server);
            long done = System.nanoTime();
            assertEquals(RECORDS, consumed.size());
            for (ConsumerRecord<byte[], byte[]> record : consumed) {
                int i = index(record);
                assertEquals(i % PARTITIONS, record.partition(), "record " + i);
                assertEquals(i / PARTITIONS, record.offset(), "record " + i);
                assertArrayEquals(key(i), record.key(), "key of record " + i);
                assertArrayEquals(value(i), record.value(), "value of record " + i);
                assertEquals(timestamp(i), record.timestamp(), "timestamp of record " + i);
                assertEquals(List.of(headers(i)), List.of(record.headers().toArray()), "headers of record " + i);
            }
            listOffsets(server);
            System.out.printf(Locale.ROOT, "KafkaClientsAgainstServerTest: %d records, %s: produced in %d ms,"
                    + " consumed in %d ms%n", RECORDS, compression, (produced - started) / 1_000_000,
                    (done - produced) / 1_000_000);
        }
    }

    private static void produce(AdminServer server, String compression) throws Exception {
        Properties config = new Properties();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap());
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, "true");
        config.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, compression);
        config.put(ProducerConfig.BATCH_SIZE_CONFIG, "65536");
        config.put(ProducerConfig.LINGER_MS_CONFIG, "5");
        try (KafkaProducer<byte[], byte[]> producer = new KafkaProducer<>(config, new ByteArraySerializer(),
                new ByteArraySerializer())) {
            List<Future<RecordMetadata>> sent = new ArrayList<>(RECORDS);
            for (int i = 0; i < RECORDS; i++) {
                sent.add(producer.send(new ProducerRecord<>(TOPIC, i % PARTITIONS, timestamp(i), key(i), value(i),
                        List.of(headers(i)))));
            }
            producer.flush();
            for (int i = 0; i < RECORDS; i++) {
                RecordMetadata metadata = sent.get(i).get();
                assertEquals(i / PARTITIONS, metadata.offset(), "offset acknowledged for record " + i);
            }
        }
    }

    private static List<ConsumerRecord<byte[], byte[]>> consume(AdminServer server) {
        Properties config = new Properties();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap());
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "none");
        List<TopicPartition> partitions = new ArrayList<>();
        for (int partition = 0; partition < PARTITIONS; partition++) {
            partitions.add(new TopicPartition(TOPIC, partition));
        }
        List<ConsumerRecord<byte[], byte[]>> consumed = new ArrayList<>(RECORDS);
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            consumer.assign(partitions);
            partitions.forEach(partition -> consumer.seek(partition, 0));
            long deadline = System.currentTimeMillis() + DEADLINE_MS;
            while (consumed.size() < RECORDS && System.currentTimeMillis() < deadline) {
                consumer.poll(POLL).forEach(consumed::add);
            }
            Map<TopicPartition, Long> ends = consumer.endOffsets(partitions);
            Map<TopicPartition, Long> beginnings = consumer.beginningOffsets(partitions);
            for (TopicPartition partition : partitions) {
                assertEquals(recordsIn(partition.partition()), ends.get(partition), "end offset of " + partition);
                assertEquals(0L, beginnings.get(partition), "beginning offset of " + partition);
            }
            // Record i has timestamp FIRST_TIMESTAMP + i: the first at or after that of record 3000 + p is it.
            Map<TopicPartition, Long> times = new HashMap<>();
            partitions.forEach(partition -> times.put(partition, timestamp(3000 + partition.partition())));
            Map<TopicPartition, OffsetAndTimestamp> found = consumer.offsetsForTimes(times);
            for (TopicPartition partition : partitions) {
                assertEquals(new OffsetAndTimestamp(1000, timestamp(3000 + partition.partition()), Optional.of(0)),
                        found.get(partition), "offset for a timestamp in " + partition);
            }
            assertNull(consumer.offsetsForTimes(Map.of(partitions.get(0), timestamp(RECORDS))).get(partitions.get(0)),
                    "no record is as late as " + timestamp(RECORDS));
        }
        return consumed;
    }

    /** The newest record of each partition has the largest timestamp: Admin's max-timestamp query finds it. */
    private static void listOffsets(AdminServer server) throws Exception {
        try (Admin admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, server.bootstrap()))) {
            Map<TopicPartition, OffsetSpec> asked = new HashMap<>();
            for (int partition = 0; partition < PARTITIONS; partition++) {
                asked.put(new TopicPartition(TOPIC, partition), OffsetSpec.maxTimestamp());
            }
            Map<TopicPartition, ListOffsetsResultInfo> answered = admin.listOffsets(asked).all().get();
            for (int partition = 0; partition < PARTITIONS; partition++) {
                ListOffsetsResultInfo info = answered.get(new TopicPartition(TOPIC, partition));
                long last = recordsIn(partition) - 1;
                assertEquals(last, info.offset(), "max-timestamp offset of partition " + partition);
                assertEquals(timestamp((int) last * PARTITIONS + partition), info.timestamp());
            }
        }
    }

    private static long recordsIn(int partition) {
        return (RECORDS - partition + PARTITIONS - 1) / PARTITIONS;
    }

    /** The record's index, from its timestamp. */
    private static int index(ConsumerRecord<byte[], byte[]> record) {
        return (int) (record.timestamp() - FIRST_TIMESTAMP);
    }

    private static long timestamp(int i) {
        return FIRST_TIMESTAMP + i;
    }

    /** Keys: null for every seventh record, empty for every eleventh, else the index in text. */
    private static byte[] key(int i) {
        if (i % 7 == 0) {
            return null;
        }
        return i % 11 == 0 ? new byte[0] : ("key-" + i).getBytes(StandardCharsets.UTF_8);
    }

    /** Values: null for every thirteenth record, else 0 to 199 bytes that depend on the index. */
    private static byte[] value(int i) {
        if (i % 13 == 0) {
            return null;
        }
        byte[] value = new byte[i % 200];
        for (int b = 0; b < value.length; b++) {
            value[b] = (byte) (i * 31 + b);
        }
        return value;
    }

    /** Headers: none, one, or two with the second's value null, by the index; each partition gets all three. */
    private static Header[] headers(int i) {
        switch (i / 7 % 3) {
            case 0:
                return new Header[0];
            case 1:
                return new Header[] {new RecordHeader("trace", Integer.toString(i).getBytes(StandardCharsets.UTF_8))};
            default:
                return new Header[] {new RecordHeader("trace", new byte[] {(byte) i}), new RecordHeader("empty", null)};
        }
    }
}
