package io.kwire.kafka;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaWire;
import io.kwire.testkit.oracle.RandomKafkaData;
import io.kwire.testkit.views.ViewWalker;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Views over hostile bytes: every message of kwire-kafka at every version, Kafka's bytes of a random
 * instance cut short at random points and with random bytes changed, in a region with bytes
 * of a different value on either side. Calling every accessor and {@code validate()} may only
 * succeed or throw {@link MalformedMessageException} whose offset lies in the region (and must throw
 * it for a message cut short): never an
 * {@code IndexOutOfBoundsException} or any other, and nothing leaks (PARANOID).
 * {@code -Dkwire.views.hostileSeeds=N} runs more.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class HostileViewTest {
    static final int CASES_PER_VERSION = Integer.getInteger("kwire.views.hostileSeeds", 12);

    @TestFactory
    Stream<DynamicContainer> hostileBytesGiveOnlyMalformedMessageException() {
        return ConvertedMessage.WITH_CODECS.stream().map(HostileViewTest::versions);
    }

    private static <T> DynamicContainer versions(ConvertedMessage<T> message) {
        return dynamicContainer(message.name(), message.spec().versions().stream().map(version -> dynamicTest(
                message.name() + " v" + version, () -> {
                    Object view = ViewWalker.newView(message.kwireClass());
                    for (long seed = 0; seed < CASES_PER_VERSION; seed++) {
                        byte[] bytes = KafkaWire.write(new RandomKafkaData(message.spec(), version, seed).message(),
                                version);
                        Random random = new Random(seed * 31 + version);
                        byte[] hostile = seed % 2 == 0 ? truncated(bytes, random) : corrupted(bytes, random);
                        check(message, view, version, seed, hostile, hostile.length < bytes.length);
                    }
                })));
    }

    private static byte[] truncated(byte[] bytes, Random random) {
        return java.util.Arrays.copyOf(bytes, bytes.length == 0 ? 0 : random.nextInt(bytes.length));
    }

    private static byte[] corrupted(byte[] bytes, Random random) {
        byte[] copy = bytes.clone();
        int changes = 1 + random.nextInt(4);
        for (int i = 0; i < changes && copy.length > 0; i++) {
            int at = random.nextInt(copy.length);
            copy[at] = (byte) (random.nextBoolean() ? random.nextInt(256) : (random.nextBoolean() ? 0xFF : 0x7F));
        }
        return copy;
    }

    /** {@code cut}: the bytes end before the message does, so that {@code validate()} must refuse them. */
    private static void check(ConvertedMessage<?> message, Object view, short version, long seed, byte[] hostile,
            boolean cut) {
        // 0x01 either side: a length or count that ran past the region would read them as data.
        ByteBuf in = seed % 4 < 2 ? PooledByteBufAllocator.DEFAULT.heapBuffer(hostile.length + 8)
                : PooledByteBufAllocator.DEFAULT.directBuffer(hostile.length + 8);
        try {
            in.writeLong(0x0101010101010101L);
            in.writeBytes(hostile);
            in.writeLong(0x0101010101010101L);
            ViewWalker.reset(view, in, 8, hostile.length, version);
            try {
                ViewWalker.walk(view, message.kwireClass(), null, message.name());
                ViewWalker.validate(view);
                if (cut) {
                    throw new AssertionError("validate() passed a message cut short to " + hostile.length + " bytes");
                }
            } catch (MalformedMessageException e) {
                if (e.offset() < 0 || e.offset() > hostile.length) {
                    throw new AssertionError("offset " + e.offset() + " outside the region of " + hostile.length
                            + " bytes: " + e.getMessage(), e);
                }
            }
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(message.name() + " v" + version + " seed " + seed + ": " + e, e);
        } finally {
            in.release();
        }
    }
}
