package io.kwire.functional.badinput;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.kafka.CreatePartitionsRequestCodec;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.functional.support.AllocatedBytes;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A tiny buffer with a length of 2^31-2 elements or bytes is rejected without allocating anything
 * near that: the thread's allocated bytes over the read stay under 64 KiB, where honouring the
 * length would take at least 2 GiB (a byte array) or 8 GiB (an array of references).
 */
@ExtendWith(FailOnByteBufLeaks.class)
class UntrustedLengthAllocationTest {
    private static final long ALLOCATION_LIMIT = 64 * 1024;
    private static final long HUGE = (1L << 31) - 2;

    static Stream<Arguments> tinyBuffersWithHugeLengths() {
        return Stream.of(
                // uvarint 0x7fffffff: a compact array of 2^31-2 topics, then three bytes.
                Arguments.of(CreateTopicsRequestCodec.INSTANCE, (short) 7, "ffffffff07000000", HUGE, Integer.BYTES),
                // int32 2^31-2 topics, then three bytes.
                Arguments.of(CreateTopicsRequestCodec.INSTANCE, (short) 4, "7ffffffe000000", HUGE, Integer.BYTES),
                // One topic whose compact name is 2^31-2 bytes long, then two bytes.
                Arguments.of(CreateTopicsRequestCodec.INSTANCE, (short) 7, "02ffffffff076162", HUGE, Byte.BYTES),
                // A compact array of 2^31-2 topic names.
                Arguments.of(DeleteTopicsRequestCodec.INSTANCE, (short) 5, "ffffffff07000000", HUGE, Integer.BYTES),
                // One topic named "" with a count of 1 and a compact array of 2^31-2 assignments.
                Arguments.of(CreatePartitionsRequestCodec.INSTANCE, (short) 3, "020100000001ffffffff07", HUGE,
                        Integer.BYTES));
    }

    @ParameterizedTest(name = "{0} v{1}: {2}")
    @MethodSource("tinyBuffersWithHugeLengths")
    <T> void hugeLengthInTinyBufferAllocatesAlmostNothing(ApiMessageCodec<T> codec, short version, String hex,
            long claimed, int bytesPerItem) {
        byte[] input = ByteBufUtil.decodeHexDump(hex);
        readAndMeasure(codec, version, input);
        long allocated = readAndMeasure(codec, version, input);
        long implied = claimed * bytesPerItem;
        assertTrue(allocated < ALLOCATION_LIMIT, "allocated " + allocated + " bytes reading " + hex
                + ", whose length implies at least " + implied);
    }

    /** Reads {@code input}, which must fail cleanly, and returns the bytes the read allocated. */
    private static <T> long readAndMeasure(ApiMessageCodec<T> codec, short version, byte[] input) {
        ByteBuf in = PooledByteBufAllocator.DEFAULT.directBuffer(input.length);
        try {
            in.writeBytes(input);
            long before = AllocatedBytes.ofCurrentThread();
            MalformedMessageException e = assertThrows(MalformedMessageException.class, () -> codec.read(in, version));
            long allocated = AllocatedBytes.ofCurrentThread() - before;
            assertEquals(0, in.readerIndex(), e.getMessage());
            return allocated;
        } finally {
            in.release();
        }
    }
}
