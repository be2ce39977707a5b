package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaWire;
import io.kwire.testkit.oracle.RandomKafkaData;
import io.kwire.testkit.views.ViewWalker;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.stream.Stream;
import org.apache.kafka.common.protocol.Message;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every message of kwire-kafka at every version, on random instances: Kafka writes one, kwire's
 * codec reads it, and every accessor of kwire's view over the same bytes equals the decoded field
 * (strings also as bytes), in one view reused for every instance, and {@code validate()} passes.
 * Buffers alternate between pooled heap and unpooled direct, with bytes before and after the
 * message. {@code -Dkwire.views.seeds=N} runs more instances.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ViewAgreementTest {
    static final int INSTANCES_PER_VERSION = Integer.getInteger("kwire.views.seeds", 10);
    private static final byte[] PREFIX = {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC};
    private static final byte[] TRAILER = {0x7F, 0x00, (byte) 0xFF, 0x01};

    @TestFactory
    Stream<DynamicContainer> everyAccessorEqualsTheDecodedField() {
        return ConvertedMessage.WITH_CODECS.stream().map(ViewAgreementTest::versions);
    }

    private static <T> DynamicContainer versions(ConvertedMessage<T> message) {
        return dynamicContainer(message.name(), message.spec().versions().stream().map(version -> dynamicTest(
                message.name() + " v" + version, () -> {
                    Object view = ViewWalker.newView(message.kwireClass());
                    for (long seed = 0; seed < INSTANCES_PER_VERSION; seed++) {
                        check(message, view, version, seed);
                    }
                })));
    }

    /** The harness itself: a decoded field that differs from the bytes is caught, nested ones too. */
    @Test
    void aFieldThatDiffersFromTheBytesIsCaught() {
        CreateTopicsRequest request = new CreateTopicsRequest();
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = "orders";
        request.topics.add(topic);
        request.timeoutMs = 30000;
        short version = 7;
        ByteBuf in = Unpooled.buffer();
        try {
            CreateTopicsRequestCodec.INSTANCE.write(request, in, version);
            CreateTopicsRequestView view = new CreateTopicsRequestView().reset(in, version);
            assertEquals(30000, view.timeoutMs());
            assertEquals("orders", view.topics(0).name());
            ViewWalker.walk(view, CreateTopicsRequest.class, request, "CreateTopicsRequest");
            request.timeoutMs++;
            assertThrows(AssertionError.class,
                    () -> ViewWalker.walk(view, CreateTopicsRequest.class, request, "CreateTopicsRequest"));
            request.timeoutMs--;
            topic.name = "order";
            assertThrows(AssertionError.class,
                    () -> ViewWalker.walk(view, CreateTopicsRequest.class, request, "CreateTopicsRequest"));
        } finally {
            in.release();
        }
    }

    private static <T> void check(ConvertedMessage<T> message, Object view, short version, long seed) {
        Message original = new RandomKafkaData(message.spec(), version, seed).message();
        byte[] bytes = KafkaWire.write(original, version);
        int length = PREFIX.length + bytes.length + TRAILER.length;
        ByteBuf in = seed % 2 == 0 ? PooledByteBufAllocator.DEFAULT.heapBuffer(length) : Unpooled.directBuffer(length);
        T decoded = null;
        try {
            in.writeBytes(PREFIX).writeBytes(bytes).writeBytes(TRAILER);
            in.readerIndex(PREFIX.length);
            decoded = message.codec().read(in, version);
            ViewWalker.reset(view, in, PREFIX.length, bytes.length, version);
            ViewWalker.walk(view, message.kwireClass(), decoded, message.name());
            ViewWalker.validate(view);
            // Once more, every offset now known: the same answers.
            ViewWalker.walk(view, message.kwireClass(), decoded, message.name());
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(message.name() + " v" + version + " seed " + seed + ": " + e.getMessage(), e);
        } finally {
            if (decoded != null) {
                message.codec().releaseBuffers(decoded);
            }
            in.release();
        }
    }
}
