package io.kwire.functional.badinput;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.internal.WireInput;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.functional.support.SampleMessages;
import io.kwire.functional.support.SampleMessages.Sample;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A codec reads a heap buffer in its own array and any other through a window of
 * {@value WireInput#WINDOW} bytes that refills: whichever the buffer, a read gives the same message,
 * and a truncated one fails for the same field, at the same offset, with the same problem, leaving
 * the reader index where it was and retaining nothing. The buffers are pooled, heap and direct, and
 * a composite of small parts, tracked by the leak detector at its PARANOID level; a large message
 * takes several windows, so that every field of it is cut or crosses a window's end somewhere.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class EveryKindOfBufferTest {
    private static final byte[] BEFORE = {0x5a, 0x5a, 0x5a};
    /** Topics of the large request: enough for a little over three windows. */
    private static final int LARGE_TOPICS = 100;
    private static final int PART = 7;

    /** A kind of buffer, holding {@link #BEFORE} and then the given bytes, its reader index after {@code BEFORE}. */
    private record Kind(String name, Function<byte[], ByteBuf> holding) {
        ByteBuf holding(byte[] bytes) {
            byte[] all = new byte[BEFORE.length + bytes.length];
            System.arraycopy(BEFORE, 0, all, 0, BEFORE.length);
            System.arraycopy(bytes, 0, all, BEFORE.length, bytes.length);
            return holding.apply(all).readerIndex(BEFORE.length);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static final Kind HEAP = new Kind("pooled heap",
            bytes -> PooledByteBufAllocator.DEFAULT.heapBuffer(bytes.length).writeBytes(bytes));
    private static final List<Kind> OTHERS = List.of(
            new Kind("pooled direct", bytes -> PooledByteBufAllocator.DEFAULT.directBuffer(bytes.length).writeBytes(bytes)),
            new Kind("composite of " + PART + "-byte parts", EveryKindOfBufferTest::inParts));

    @ParameterizedTest(name = "{0} v{1}")
    @MethodSource("io.kwire.functional.badinput.MalformedInputTest#everyMessageAtEveryVersion")
    <T> void truncatedAtEveryOffsetFailsAlikeFromEveryKindOfBuffer(Sample<T> sample, short version) {
        byte[] encoding = LengthFields.encode(sample.codec(), sample.build(version), version);
        assertReadsAlike(sample.codec(), version, encoding);
        assertEveryTruncationFailsAlike(sample.codec(), version, encoding);
    }

    @ParameterizedTest(name = "v{0}")
    @ValueSource(shorts = {4, 5})
    void aMessageOfSeveralWindowsReadsAndFailsAlikeFromEveryKindOfBuffer(short version) {
        CreateTopicsRequestCodec codec = CreateTopicsRequestCodec.INSTANCE;
        CreateTopicsRequest request = SampleMessages.largeCreateTopicsRequest(LARGE_TOPICS, codec.isFlexible(version));
        byte[] encoding = LengthFields.encode(codec, request, version);
        assertTrue(encoding.length > 3 * WireInput.WINDOW, encoding.length + " bytes");
        assertReadsAlike(codec, version, encoding);
        assertEveryTruncationFailsAlike(codec, version, encoding);
    }

    /** Reads {@code encoding} from every kind of buffer: each read takes it all and writes it back the same. */
    private static <T> void assertReadsAlike(MessageCodec<T> codec, short version, byte[] encoding) {
        for (Kind kind : allKinds()) {
            ByteBuf in = kind.holding(encoding);
            try {
                T read = codec.read(in, version);
                assertEquals(BEFORE.length + encoding.length, in.readerIndex(), kind::toString);
                try {
                    assertArrayEquals(encoding, LengthFields.encode(codec, read, version), kind::toString);
                } finally {
                    codec.releaseBuffers(read);
                }
            } finally {
                in.release();
            }
        }
    }

    /**
     * Reads every proper prefix of {@code encoding} from every kind of buffer: each read fails as
     * the heap buffer's does, having moved no reader index and retained nothing.
     */
    private static <T> void assertEveryTruncationFailsAlike(MessageCodec<T> codec, short version, byte[] encoding) {
        for (int length = 0; length < encoding.length; length++) {
            byte[] truncated = Arrays.copyOf(encoding, length);
            MalformedMessageException expected = failure(codec, version, truncated, HEAP);
            for (Kind kind : OTHERS) {
                MalformedMessageException e = failure(codec, version, truncated, kind);
                int cut = length;
                assertEquals(List.of(expected.field(), expected.offset(), expected.problem()),
                        List.of(e.field(), e.offset(), e.problem()), () -> kind + ", truncated to " + cut + " bytes");
            }
        }
    }

    private static <T> MalformedMessageException failure(MessageCodec<T> codec, short version, byte[] bytes,
            Kind kind) {
        ByteBuf in = kind.holding(bytes);
        try {
            MalformedMessageException e = assertThrows(MalformedMessageException.class, () -> codec.read(in, version),
                    () -> kind + ", truncated to " + bytes.length + " bytes");
            assertEquals(BEFORE.length, in.readerIndex(), () -> kind + ": the reader index moved");
            assertEquals(1, in.refCnt(), () -> kind + ": the failed read retained the input");
            return e;
        } finally {
            in.release();
        }
    }

    private static List<Kind> allKinds() {
        List<Kind> kinds = new ArrayList<>(List.of(HEAP));
        kinds.addAll(OTHERS);
        return kinds;
    }

    /**
     * {@code bytes} in a composite of parts of {@value #PART} bytes, which has no array. The parts
     * wrap the array, so that the leak detector does not record a stack trace for each of them.
     */
    private static ByteBuf inParts(byte[] bytes) {
        CompositeByteBuf composite = Unpooled.compositeBuffer(bytes.length / PART + 1);
        for (int from = 0; from < bytes.length; from += PART) {
            composite.addComponent(true, Unpooled.wrappedBuffer(bytes, from, Math.min(PART, bytes.length - from)));
        }
        return composite;
    }
}
