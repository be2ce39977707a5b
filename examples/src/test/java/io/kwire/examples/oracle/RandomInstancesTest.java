package io.kwire.examples.oracle;

import static io.kwire.examples.oracle.ByteAssertions.assertSameBytes;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.apache.kafka.common.protocol.Message;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * kwire's generated codecs against Kafka's own generated classes, on hundreds of random instances
 * of every example message at every version: the same bytes, the same size, and each side reads
 * what the other wrote back to the original. A failing case is named by message, version and
 * seed; {@code new RandomKafkaData(spec, version, seed).message()} rebuilds its instance.
 *
 * <p>Each version gets 300 instances, except in messages with more than six versions: those
 * share 1800 among their versions (Fetch's 15 versions get 120 each), which keeps the run short.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RandomInstancesTest {
    private static final int MAX_INSTANCES_PER_VERSION = 300;
    private static final int MAX_INSTANCES_PER_MESSAGE = 1800;
    /** Bytes before the message in every buffer, so that a codec assuming index 0 is caught. */
    private static final byte[] PREFIX = {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC};
    /** Bytes after the message in buffers being read, so that a codec reading too far is caught. */
    private static final byte[] TRAILER = {0x7F, 0x00, (byte) 0xFF, 0x01};
    private static final int DESCRIPTION_LIMIT = 600;

    @TestFactory
    Stream<DynamicContainer> kwireAndKafkaAgreeOnRandomInstances() {
        return ExampleMessage.ALL.stream().map(RandomInstancesTest::versions);
    }

    private static <T> DynamicContainer versions(ExampleMessage<T> message) {
        MessageSpec spec = message.spec();
        int instancesPerVersion = Math.min(MAX_INSTANCES_PER_VERSION,
                MAX_INSTANCES_PER_MESSAGE / spec.versions().size());
        return dynamicContainer(message.name(), spec.versions().stream().map(version -> dynamicContainer(
                message.name() + " v" + version, LongStream.range(0, instancesPerVersion).mapToObj(seed -> dynamicTest(
                        message.name() + " v" + version + " seed " + seed,
                        () -> kwireAndKafkaAgree(message, spec, version, seed))))));
    }

    private static <T> void kwireAndKafkaAgree(ExampleMessage<T> message, MessageSpec spec, short version, long seed) {
        Message original = new RandomKafkaData(spec, version, seed).message();
        String instance = message.name() + " v" + version + " seed " + seed + ", instance " + describe(original);
        // Build tools report dynamic tests by index, so every failure carries the instance's name.
        assertAll(instance, () -> {
            byte[] kafkaBytes = KafkaWire.write(original, version);
            assertEquals(original, KafkaWire.read(message.kafkaClass(), kafkaBytes, version),
                    "the generator made an instance Kafka itself does not read back");
            assertAll(
                    () -> kwireWritesKafkasBytes(message, version, seed, original, kafkaBytes),
                    () -> kwireReadsKafkasBytes(message, version, seed, original, kafkaBytes));
        });
    }

    private static <T> void kwireWritesKafkasBytes(ExampleMessage<T> message, short version, long seed,
            Message original, byte[] kafkaBytes) {
        ApiMessageCodec<T> codec = message.codec();
        T kwire = KafkaBridge.toKwire(original, message.kwireClass());
        // Alternate heap and direct buffers, and buffers that must grow and ones that fit exactly.
        ByteBuf out = seed % 2 == 0
                ? Unpooled.buffer(seed % 4 == 0 ? 1 : PREFIX.length + kafkaBytes.length)
                : PooledByteBufAllocator.DEFAULT.directBuffer(seed % 4 == 1 ? 1 : PREFIX.length + kafkaBytes.length);
        try {
            int size = codec.size(kwire, version);
            assertEquals(kafkaBytes.length, size, "kwire's size() against Kafka's");
            out.writeBytes(PREFIX);
            codec.write(kwire, out, version);
            assertEquals(size, out.writerIndex() - PREFIX.length, "bytes written against kwire's size()");
            byte[] written = ByteBufUtil.getBytes(out, PREFIX.length, out.writerIndex() - PREFIX.length);
            assertSameBytes(kafkaBytes, written, "kwire's write()");
            assertEquals(original, KafkaBridge.toKafka(kwire), "the message after kwire's write(): write changed it");
            assertEquals(original, KafkaWire.read(message.kafkaClass(), written, version),
                    "Kafka's reading of kwire's bytes");
        } finally {
            out.release();
            KwireBuffers.release(kwire);
        }
    }

    /**
     * kwire reads Kafka's bytes back to the original. The input buffer is released before the
     * message read is looked at, so a {@code ByteBuf} field that kwire did not retain is caught
     * (it would point into freed memory); the message's buffers are released after.
     */
    private static <T> void kwireReadsKafkasBytes(ExampleMessage<T> message, short version, long seed,
            Message original, byte[] kafkaBytes) {
        int length = PREFIX.length + kafkaBytes.length + TRAILER.length;
        ByteBuf in = seed % 2 == 0 ? PooledByteBufAllocator.DEFAULT.heapBuffer(length) : Unpooled.directBuffer(length);
        T read;
        try {
            in.writeBytes(PREFIX).writeBytes(kafkaBytes).writeBytes(TRAILER);
            in.readerIndex(PREFIX.length);
            read = message.codec().read(in, version);
            assertEquals(PREFIX.length + kafkaBytes.length, in.readerIndex(), "reader index after kwire's read()");
        } finally {
            in.release();
        }
        try {
            Message readAsKafka = (Message) KafkaBridge.toKafka(read);
            assertEquals(original, readAsKafka, "kwire's reading of Kafka's bytes");
            // Equality alone misses what Kafka's equals overlooks, such as -0.0 read as 0.0.
            assertSameBytes(kafkaBytes, KafkaWire.write(readAsKafka, version), "Kafka's writing of kwire's reading");
        } finally {
            KwireBuffers.release(read);
        }
    }

    private static String describe(Message instance) {
        String text = instance.toString();
        return text.length() <= DESCRIPTION_LIMIT
                ? text
                : text.substring(0, DESCRIPTION_LIMIT) + "... (" + text.length() + " characters)";
    }
}
