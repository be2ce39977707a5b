package io.kwire.testkit.oracle;

import static io.kwire.testkit.oracle.ByteAssertions.assertSameBytes;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.MessageCodec;
import io.kwire.testkit.specs.MessageSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.apache.kafka.common.protocol.Message;

/**
 * The differential check of a kwire codec against Kafka's generated class for the same message, on
 * one random instance: Kafka writes it, kwire writes the same bytes with the same size and leaves
 * the message unchanged, Kafka reads kwire's bytes back to the original, and kwire reads Kafka's
 * bytes back to the original. A failure names the message, version and seed, and shows the
 * instance; {@code new RandomKafkaData(spec, version, seed).message()} rebuilds it.
 *
 * <p>Buffers alternate by seed between heap and direct, pooled and unpooled, ones that must grow
 * and ones that fit exactly; bytes before and after the message catch a codec that assumes index 0
 * or reads too far.
 */
public final class KafkaAgreement {
    /** Bytes before the message in every buffer, so that a codec assuming index 0 is caught. */
    private static final byte[] PREFIX = {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC};
    /** Bytes after the message in buffers being read, so that a codec reading too far is caught. */
    private static final byte[] TRAILER = {0x7F, 0x00, (byte) 0xFF, 0x01};
    private static final int DESCRIPTION_LIMIT = 600;

    private KafkaAgreement() {
    }

    /**
     * Checks that {@code codec} and Kafka agree on the random instance {@code seed} of version
     * {@code version} of the message {@code spec} describes, whose kwire class is {@code kwireClass}.
     */
    public static <T> void assertAgreeOnRandomInstance(MessageCodec<T> codec, Class<T> kwireClass, MessageSpec spec,
            short version, long seed) {
        Message original = new RandomKafkaData(spec, version, seed).message();
        try {
            byte[] kafkaBytes = KafkaWire.write(original, version);
            Class<? extends Message> kafkaClass = original.getClass();
            assertEquals(original, KafkaWire.read(kafkaClass, kafkaBytes, version),
                    "the generator made an instance Kafka itself does not read back");
            assertAll(
                    () -> kwireWritesKafkasBytes(codec, kwireClass, version, seed, original, kafkaBytes),
                    () -> kwireReadsKafkasBytes(codec, version, seed, original, kafkaBytes));
        } catch (AssertionError | RuntimeException e) {
            // Build tools report dynamic tests by index, so every failure carries the instance's name.
            throw new AssertionError(spec.name() + " v" + version + " seed " + seed + ", instance "
                    + describe(original) + ": " + e.getMessage(), e);
        }
    }

    private static <T> void kwireWritesKafkasBytes(MessageCodec<T> codec, Class<T> kwireClass, short version,
            long seed, Message original, byte[] kafkaBytes) {
        T kwire = KafkaBridge.toKwire(original, kwireClass);
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
            // Kafka reads these bytes, the same as its own, back to the original: checked before.
            assertEquals(original, KafkaBridge.toKafka(kwire), "the message after kwire's write(): write changed it");
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
    private static <T> void kwireReadsKafkasBytes(MessageCodec<T> codec, short version, long seed,
            Message original, byte[] kafkaBytes) {
        int length = PREFIX.length + kafkaBytes.length + TRAILER.length;
        ByteBuf in = seed % 2 == 0 ? PooledByteBufAllocator.DEFAULT.heapBuffer(length) : Unpooled.directBuffer(length);
        T read;
        try {
            in.writeBytes(PREFIX).writeBytes(kafkaBytes).writeBytes(TRAILER);
            in.readerIndex(PREFIX.length);
            read = codec.read(in, version);
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
