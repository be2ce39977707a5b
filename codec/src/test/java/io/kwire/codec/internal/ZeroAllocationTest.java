package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RawTaggedField;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.wire.Utf8;
import io.kwire.codec.wire.Varints;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The size and write helpers allocate nothing on the heap, measured by the JVM's per-thread
 * allocation counter. The buffers are wrapped directly rather than taken from an allocator, which
 * under the leak detector's paranoid level would record a stack trace on every access.
 */
class ZeroAllocationTest {
    private static final int WARM_UP_ROUNDS = 30_000;
    private static final int MEASURED_ROUNDS = 10_000;
    private static final int TRIALS = 3;
    private static final String FIELD = "M.S.f";

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final String ascii = "topic-name-0001";
    private final String accented = "h\u00e9llo w\u00f6rld";
    private final String cjkAndEmoji = "\u65e5\u672c\u8a9e \uD83D\uDE00";
    // An unpaired surrogate is written as '?', which only the char-by-char encoder does.
    private final String unpairedSurrogate = "a\uD800\u00e9z";
    // Over the 256 UTF-8 bytes a table keeps of a string not all ASCII: encoded where they are written.
    private final String longAscii = "x".repeat(300);
    private final String longCjk = "\u65e5".repeat(100);
    private final byte[] bytes = new byte[100];
    private final byte[] array = new byte[16];
    private final byte[] keyBytes = new byte[2048];
    private final UUID uuid = UUID.randomUUID();
    private final int[] knownTags = {0, 3};
    private final List<RawTaggedField> raw = new ArrayList<>(List.of(
            new RawTaggedField(1, new byte[] {1, 2}), new RawTaggedField(5, new byte[200])));
    private final byte[] out = new byte[8192];
    private final ByteBuf heapBuf = Unpooled.wrappedBuffer(new byte[8192]);
    private final ByteBuf directBuf = Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(8192));
    private final ByteBuf[] bufs = {heapBuf, directBuf};
    private final ByteBuf value = Unpooled.wrappedBuffer(new byte[64]);
    private final RequestHeader header = new RequestHeader((short) 3, (short) 12, 42, "client-1");

    @AfterEach
    void releaseBuffers() {
        heapBuf.release();
        directBuf.release();
        value.release();
    }

    @Test
    void measurementItselfAllocatesNothing() {
        assertTrue(THREADS.isThreadAllocatedMemorySupported() && THREADS.isThreadAllocatedMemoryEnabled());
        assertEquals(0, allocatedBy(() -> { }));
    }

    @Test
    void theMeasurementSeesAnAllocation() {
        Object[] sink = new Object[1];
        assertTrue(allocatedBy(() -> sink[0] = new byte[64]) >= 64L * MEASURED_ROUNDS);
    }

    @Test
    void numbersAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            int at = Writes.int8(out, 0, out.length, (byte) -1);
            at = Writes.int16(out, at, out.length, (short) -1);
            at = Writes.int32(out, at, out.length, -1);
            at = Writes.int64(out, at, out.length, -1L);
            at = Writes.float64(out, at, out.length, Double.NaN);
            check(at == 1 + 2 + 4 + 8 + 8);
        }));
    }

    @Test
    void valuesAndUuidsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            Values.checkUint16(65535, FIELD);
            Values.checkUint32(0xffffffffL, FIELD);
            int at = Writes.uuid(out, 0, out.length, uuid);
            at = Writes.bool(out, at, out.length, true);
            at = Writes.uint16(out, at, out.length, 65535);
            at = Writes.uint32(out, at, out.length, 0xffffffffL);
            check(at == 16 + 1 + 2 + 4);
        }));
    }

    @Test
    void varintsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            int size = Varints.sizeOfUnsignedVarint(-1) + Varints.sizeOfVarint(Integer.MIN_VALUE)
                    + Varints.sizeOfVarlong(Long.MIN_VALUE) + Varints.sizeOfUnsignedVarint(300);
            int end = Writes.unsignedVarint(out, 0, out.length, -1);
            end = Writes.varint(out, end, out.length, Integer.MIN_VALUE);
            end = Writes.varlong(out, end, out.length, Long.MIN_VALUE);
            check(size == Writes.unsignedVarint(out, end, out.length, 300));
            for (ByteBuf buf : bufs) {
                buf.clear();
                Varints.writeUnsignedVarint(buf, -1);
                Varints.writeUnsignedVarint(buf, 300);
                check(buf.writerIndex() == 7);
            }
            int at = Varints.writeVarint(array, 0, Integer.MIN_VALUE);
            check(Varints.writeVarlong(array, at, Long.MIN_VALUE) == 15);
        }));
    }

    @Test
    void stringsAllocateNothing() {
        String[] strings = {ascii, accented, cjkAndEmoji, unpairedSurrogate, longAscii, longCjk, null};
        assertEquals(0, allocatedBy(() -> {
            int size = 0;
            int at = 0;
            for (String s : strings) {
                size += Strings.size(s, false, FIELD) + Strings.size(s, true, FIELD);
                at = Strings.write(out, at, out.length, s, false, FIELD);
                at = Strings.write(out, at, out.length, s, true, FIELD);
            }
            check(size == at);
        }));
    }

    @Test
    void headerKeysAllocateNothing() {
        String[] strings = {ascii, accented, cjkAndEmoji, unpairedSurrogate, longAscii, longCjk};
        assertEquals(0, allocatedBy(() -> {
            int size = 0;
            int at = 0;
            for (String s : strings) {
                int measured = Utf8.measure(s);
                size += Utf8.length(measured);
                at = Utf8.write(keyBytes, at, s, measured);
            }
            check(size == at);
        }));
    }

    @Test
    void codecWritesAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            for (ByteBuf buf : bufs) {
                buf.clear();
                int size = RequestHeaderCodec.INSTANCE.size(header, (short) 2);
                RequestHeaderCodec.INSTANCE.write(header, buf, (short) 2);
                RequestHeaderCodec.INSTANCE.write(header, buf, (short) 1);
                check(buf.writerIndex() == size + size - 1);
            }
        }));
    }

    @Test
    void bytesAndArrayLengthsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            value.readerIndex(3);
            int size = Bytes.size(bytes, false) + Bytes.size(bytes, true) + Bytes.size(value, false)
                    + Bytes.size(value, true) + Bytes.size((byte[]) null, true)
                    + ArrayLengths.sizeCompact(1000) + ArrayLengths.size(-1);
            int at = Bytes.write(out, 0, out.length, bytes, false);
            at = Bytes.write(out, at, out.length, bytes, true);
            at = Bytes.write(out, at, out.length, value, false);
            at = Bytes.write(out, at, out.length, value, true);
            at = Bytes.write(out, at, out.length, (byte[]) null, true);
            at = ArrayLengths.writeCompact(out, at, out.length, 1000);
            at = ArrayLengths.write(out, at, out.length, -1);
            check(size == at);
        }));
    }

    @Test
    void rawTaggedFieldsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            TaggedFields.checkRaw(raw, knownTags, FIELD);
            int size = TaggedFields.sizeOfRaw(raw) + TaggedFields.sizeOfRaw(null);
            int next = TaggedFields.rawBelow(raw, 0, 3);
            int at = TaggedFields.writeRaw(out, 0, out.length, raw, 0, next);
            at = TaggedFields.writeRawFrom(out, at, out.length, raw, next);
            at = TaggedFields.writeRawFrom(out, at, out.length, null, 0);
            check(next == 1 && size == at);
        }));
    }

    /**
     * Heap bytes this thread allocates running {@code work} {@value #MEASURED_ROUNDS} times after a
     * warm-up: the least of {@value #TRIALS} trials, because the JVM now and then charges a thread
     * for a one-off of its own (about a hundred bytes, once); a helper that allocates does so on
     * every call, in every trial.
     */
    private static long allocatedBy(Runnable work) {
        for (int i = 0; i < WARM_UP_ROUNDS; i++) {
            work.run();
        }
        long least = Long.MAX_VALUE;
        for (int trial = 0; trial < TRIALS && least > 0; trial++) {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < MEASURED_ROUNDS; i++) {
                work.run();
            }
            least = Math.min(least, THREADS.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }

    /** Fails without building a message, which would itself allocate. */
    private static void check(boolean condition) {
        if (!condition) {
            throw new AssertionError();
        }
    }
}
