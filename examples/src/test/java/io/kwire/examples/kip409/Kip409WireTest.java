package io.kwire.examples.kip409;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.function.Function;
import org.apache.kafka.common.message.CreatePartitionsRequestData;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The KIP-409 dialect on the wire. Where it shares a version with Apache Kafka, its bytes are
 * Kafka's own, from Kafka's generated classes; its request versions of its own are Kafka's bytes
 * of the version before with each topic's minimum spliced in after the topic (where each topic
 * ends is Kafka's own size of it), and its response versions of its own are Kafka's bytes of the
 * version before. Each reads back what was written, and a minimum written where the version lacks
 * it is refused, naming the field.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class Kip409WireTest {
    private static final int SEEDS = 300;
    /** Bytes after the message in buffers being read, so that a codec reading too far is caught. */
    private static final byte[] TRAILER = {0x7F, 0x00, (byte) 0xFF};
    /** Bytes before the message in buffers written, so that a refused write is seen to leave them alone. */
    private static final byte[] PREFIX = {1, 2, 3};
    /** The array of topics opens both requests with its int32 element count. */
    private static final int TOPIC_COUNT_BYTES = 4;

    @ParameterizedTest(name = "CreateTopics request v{0}")
    @ValueSource(shorts = {2, 3})
    void createTopicsRequestIsKafkasInTheVersionsKafkaShares(short version) {
        for (long seed = 0; seed < SEEDS; seed++) {
            CreateTopicsCall call = CreateTopicsCall.random(seed, false);
            byte[] kafka = kafkaBytes(call.toKafka(), version);
            assertWire(CreateTopicsRequestCodec.INSTANCE, call.toKwire(), CreateTopicsCall::of, call, version, kafka,
                    "CreateTopics request v" + version + ", seed " + seed);
        }
    }

    @Test
    void createTopicsRequestV4IsV3WithEachTopicsMinimumAfterItsConfigs() {
        for (long seed = 0; seed < SEEDS; seed++) {
            CreateTopicsCall call = CreateTopicsCall.random(seed, true);
            CreateTopicsRequestData kafka = call.toKafka();
            byte[] expected = minimumAfterEachTopic(kafka, kafka.topics(), call.minimums(), (short) 3);
            assertWire(CreateTopicsRequestCodec.INSTANCE, call.toKwire(), CreateTopicsCall::of, call, (short) 4,
                    expected, "CreateTopics request v4, seed " + seed);
        }
    }

    /** The KIP's case, written out byte by byte: one topic, replication factor 3, at least 2. */
    @Test
    void createTopicsRequestV4ByTheKip() {
        CreateTopicsRequest request = new CreateTopicsRequest();
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = "t";
        topic.numPartitions = 1;
        topic.replicationFactor = 3;
        topic.minRequiredReplicationFactor = 2;
        request.topics.add(topic);
        assertEquals("00000001" + "0001" + "74" + "00000001" + "0003" + "00000000" + "00000000" + "0002"
                + "0000ea60" + "00",
                ByteBufUtil.hexDump(write(CreateTopicsRequestCodec.INSTANCE, request, (short) 4)),
                "topics [name, partitions, replication factor, assignments, configs, minimum], timeout, validate only");
    }

    @ParameterizedTest(name = "CreatePartitions request v{0}")
    @ValueSource(shorts = {0, 1})
    void createPartitionsRequestIsKafkasInTheVersionsKafkaShares(short version) {
        for (long seed = 0; seed < SEEDS; seed++) {
            CreatePartitionsCall call = CreatePartitionsCall.random(seed, false);
            byte[] kafka = kafkaBytes(call.toKafka(), version);
            assertWire(CreatePartitionsRequestCodec.INSTANCE, call.toKwire(), CreatePartitionsCall::of, call, version,
                    kafka, "CreatePartitions request v" + version + ", seed " + seed);
        }
    }

    @Test
    void createPartitionsRequestV2IsV1WithEachTopicsMinimumAfterItsAssignments() {
        for (long seed = 0; seed < SEEDS; seed++) {
            CreatePartitionsCall call = CreatePartitionsCall.random(seed, true);
            CreatePartitionsRequestData kafka = call.toKafka();
            byte[] expected = minimumAfterEachTopic(kafka, kafka.topics(), call.minimums(), (short) 1);
            assertWire(CreatePartitionsRequestCodec.INSTANCE, call.toKwire(), CreatePartitionsCall::of, call,
                    (short) 2, expected, "CreatePartitions request v2, seed " + seed);
        }
    }

    /** The KIP's case, written out byte by byte: one topic grown to 2 partitions, at least 2 replicas each. */
    @Test
    void createPartitionsRequestV2ByTheKip() {
        CreatePartitionsRequest request = new CreatePartitionsRequest();
        CreatePartitionsRequest.CreatePartitionsTopic topic = new CreatePartitionsRequest.CreatePartitionsTopic();
        topic.name = "t";
        topic.count = 2;
        topic.assignments = null;
        topic.minRequiredReplicationFactor = 2;
        request.topics.add(topic);
        request.timeoutMs = 1000;
        assertEquals("00000001" + "0001" + "74" + "00000002" + "ffffffff" + "0002" + "000003e8" + "00",
                ByteBufUtil.hexDump(write(CreatePartitionsRequestCodec.INSTANCE, request, (short) 2)),
                "topics [name, count, null assignments, minimum], timeout, validate only");
    }

    @ParameterizedTest(name = "CreateTopics response v{0}")
    @ValueSource(shorts = {2, 3, 4})
    void createTopicsResponseIsKafkasAndV4IsV3(short version) {
        short kafkaVersion = (short) Math.min(version, 3);
        for (long seed = 0; seed < SEEDS; seed++) {
            TopicResults results = TopicResults.random(seed);
            byte[] kafka = kafkaBytes(results.toCreateTopicsKafka(), kafkaVersion);
            assertWire(CreateTopicsResponseCodec.INSTANCE, results.toCreateTopicsKwire(), TopicResults::of, results,
                    version, kafka, "CreateTopics response v" + version + ", seed " + seed);
        }
    }

    @ParameterizedTest(name = "CreatePartitions response v{0}")
    @ValueSource(shorts = {0, 1, 2})
    void createPartitionsResponseIsKafkasAndV2IsV1(short version) {
        short kafkaVersion = (short) Math.min(version, 1);
        for (long seed = 0; seed < SEEDS; seed++) {
            TopicResults results = TopicResults.random(seed);
            byte[] kafka = kafkaBytes(results.toCreatePartitionsKafka(), kafkaVersion);
            assertWire(CreatePartitionsResponseCodec.INSTANCE, results.toCreatePartitionsKwire(), TopicResults::of,
                    results, version, kafka, "CreatePartitions response v" + version + ", seed " + seed);
        }
    }

    @ParameterizedTest(name = "CreateTopics request v{0}")
    @ValueSource(shorts = {2, 3})
    void aCreateTopicsMinimumBeforeV4IsRefused(short version) {
        CreateTopicsCall.Topic orders =
                new CreateTopicsCall.Topic("orders", 6, (short) 3, List.of(), List.of(), (short) 2);
        CreateTopicsCall call = new CreateTopicsCall(List.of(orders), 30_000, false);
        assertRefused(CreateTopicsRequestCodec.INSTANCE, call.toKwire(), version);
    }

    @ParameterizedTest(name = "CreatePartitions request v{0}")
    @ValueSource(shorts = {0, 1})
    void aCreatePartitionsMinimumBeforeV2IsRefused(short version) {
        CreatePartitionsCall.Topic orders = new CreatePartitionsCall.Topic("orders", 12, null, (short) 1);
        CreatePartitionsCall call = new CreatePartitionsCall(List.of(orders), 30_000, false);
        assertRefused(CreatePartitionsRequestCodec.INSTANCE, call.toKwire(), version);
    }

    /**
     * API keys and versions as the KIP states them; no version is flexible, so every request
     * header is version 1 and every response header version 0, as in Kafka's non-flexible versions.
     */
    @Test
    void apiKeysVersionsAndHeaders() {
        assertApi(CreateTopicsRequestCodec.INSTANCE, 19, MessageType.REQUEST, 2, 4, 1);
        assertApi(CreateTopicsResponseCodec.INSTANCE, 19, MessageType.RESPONSE, 2, 4, 0);
        assertApi(CreatePartitionsRequestCodec.INSTANCE, 37, MessageType.REQUEST, 0, 2, 1);
        assertApi(CreatePartitionsResponseCodec.INSTANCE, 37, MessageType.RESPONSE, 0, 2, 0);
    }

    private static void assertApi(ApiMessageCodec<?> codec, int apiKey, MessageType type, int lowest, int highest,
            int headerVersion) {
        String name = codec.getClass().getSimpleName();
        assertEquals(apiKey, codec.apiKey(), name + ".apiKey()");
        assertEquals(type, codec.type(), name + ".type()");
        assertEquals(lowest, codec.lowestVersion(), name + ".lowestVersion()");
        assertEquals(highest, codec.highestVersion(), name + ".highestVersion()");
        for (short version = (short) lowest; version <= highest; version++) {
            assertFalse(codec.isFlexible(version), name + ".isFlexible(" + version + ")");
            assertEquals(headerVersion, codec.headerVersion(version), name + ".headerVersion(" + version + ")");
        }
    }

    /**
     * kwire writes {@code message} at {@code version} as {@code expected}, and reads {@code expected}
     * back as {@code values}, the values {@code message} was built from.
     */
    private static <T, V> void assertWire(MessageCodec<T> codec, T message, Function<T, V> valuesOf, V values,
            short version, byte[] expected, String instance) {
        String described = instance + ": " + values;
        assertSameBytes(expected, write(codec, message, version), described);
        assertEquals(values, valuesOf.apply(read(codec, expected, version)), described + ", read back");
    }

    /**
     * Kafka's bytes of {@code data} at {@code kafkaVersion}, with the i-th of {@code minimums} inserted as
     * an int16 right after the bytes of the i-th of {@code topics}, which open the message as an
     * array with an int32 count.
     */
    private static byte[] minimumAfterEachTopic(Message data, Iterable<? extends Message> topics, List<Short> minimums,
            short kafkaVersion) {
        byte[] kafka = kafkaBytes(data, kafkaVersion);
        assertEquals(minimums.size(), ByteBuffer.wrap(kafka).getInt(0), "the topic count opening Kafka's bytes");
        ByteBuffer out = ByteBuffer.allocate(kafka.length + Short.BYTES * minimums.size());
        out.put(kafka, 0, TOPIC_COUNT_BYTES);
        int offset = TOPIC_COUNT_BYTES;
        int i = 0;
        for (Message topic : topics) {
            int topicSize = topic.size(new ObjectSerializationCache(), kafkaVersion);
            out.put(kafka, offset, topicSize).putShort(minimums.get(i++));
            offset += topicSize;
        }
        out.put(kafka, offset, kafka.length - offset);
        return out.array();
    }

    private static byte[] kafkaBytes(Message data, short version) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        ByteBuffer buffer = ByteBuffer.allocate(data.size(cache, version));
        data.write(new ByteBufferAccessor(buffer), cache, version);
        return buffer.array();
    }

    /** kwire's bytes for {@code message}, checked to be as many as its {@code size()} said. */
    private static <T> byte[] write(MessageCodec<T> codec, T message, short version) {
        int size = codec.size(message, version);
        ByteBuf out = Unpooled.buffer(size);
        try {
            codec.write(message, out, version);
            assertEquals(size, out.readableBytes(), "bytes written against size() at v" + version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** kwire's reading of {@code bytes}, checked to consume them all and no more. */
    private static <T> T read(MessageCodec<T> codec, byte[] bytes, short version) {
        ByteBuf in = Unpooled.buffer(bytes.length + TRAILER.length).writeBytes(bytes).writeBytes(TRAILER);
        try {
            T message = codec.read(in, version);
            assertEquals(bytes.length, in.readerIndex(), "reader index after read() at v" + version);
            return message;
        } finally {
            in.release();
        }
    }

    /** Both size() and write() throw, naming the message, the field and the version; nothing is written. */
    private static <T> void assertRefused(MessageCodec<T> codec, T message, short version) {
        assertNamesTheMinimum(assertThrows(UnsupportedVersionException.class, () -> codec.size(message, version),
                "size() at v" + version), message, version);
        ByteBuf out = Unpooled.buffer().writeBytes(PREFIX);
        try {
            assertNamesTheMinimum(assertThrows(UnsupportedVersionException.class,
                    () -> codec.write(message, out, version), "write() at v" + version), message, version);
            assertEquals(PREFIX.length, out.writerIndex(), "writer index after the refused write()");
        } finally {
            out.release();
        }
    }

    private static void assertNamesTheMinimum(UnsupportedVersionException thrown, Object message, short version) {
        String text = thrown.getMessage();
        assertTrue(text.contains(message.getClass().getSimpleName())
                && text.contains("minRequiredReplicationFactor") && text.contains(Short.toString(version)),
                () -> "should name the message, minRequiredReplicationFactor and version " + version + ": " + text);
    }

    private static void assertSameBytes(byte[] expected, byte[] actual, String what) {
        assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(actual), what);
    }
}
