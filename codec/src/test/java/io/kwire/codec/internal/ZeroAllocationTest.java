package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RawTaggedField;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
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
    // Over the 256 bytes of the scratch array a direct buffer's strings are encoded in, where they are.
    private final String longAscii = "x".repeat(300);
    private final String longCjk = "\u65e5".repeat(100);
    private final byte[] bytes = new byte[100];
    private final byte[] array = new byte[16];
    private final byte[] keyBytes = new byte[2048];
    private final UUID uuid = UUID.randomUUID();
    private final int[] knownTags = {0, 3};
    private final List<RawTaggedField> raw = new ArrayList<>(List.of(
            new RawTaggedField(1, new byte[] {1, 2}), new RawTaggedField(5, new byte[200])));
    private final ByteBuffer heap = ByteBuffer.wrap(new byte[8192]);
    private final ByteBuffer direct = ByteBuffer.allocateDirect(8192);
    private final ByteBuffer[] outs = {heap, direct};
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
    void valuesAndUuidsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            Values.checkUint16(65535, FIELD);
            Values.checkUint32(0xffffffffL, FIELD);
            for (ByteBuffer out : outs) {
                out.clear();
                Writes.uuid(out, uuid);
                Writes.bool(out, true);
                Writes.uint16(out, 65535);
                Writes.uint32(out, 0xffffffffL);
                check(out.position() == 16 + 1 + 2 + 4);
            }
        }));
    }

    @Test
    void varintsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            int size = Varints.sizeOfUnsignedVarint(-1) + Varints.sizeOfVarint(Integer.MIN_VALUE)
                    + Varints.sizeOfVarlong(Long.MIN_VALUE) + Varints.sizeOfUnsignedVarint(300);
            for (ByteBuffer out : outs) {
                out.clear();
                Varints.writeUnsignedVarint(out, -1);
                Varints.writeVarint(out, Integer.MIN_VALUE);
                Varints.writeVarlong(out, Long.MIN_VALUE);
                Varints.writeUnsignedVarint(out, 300);
                check(size == out.position());
            }
            for (ByteBuf out : bufs) {
                out.clear();
                Varints.writeUnsignedVarint(out, -1);
                Varints.writeUnsignedVarint(out, 300);
                check(out.writerIndex() == 7);
            }
            int at = Varints.writeVarint(array, 0, Integer.MIN_VALUE);
            check(Varints.writeVarlong(array, at, Long.MIN_VALUE) == 15);
        }));
    }

    @Test
    void stringsAllocateNothing() {
        String[] strings = {ascii, accented, cjkAndEmoji, unpairedSurrogate, longAscii, longCjk, null};
        assertEquals(0, allocatedBy(() -> {
            for (ByteBuffer out : outs) {
                out.clear();
                int size = 0;
                for (String s : strings) {
                    size += Strings.size(s, false, FIELD) + Strings.size(s, true, FIELD);
                    Strings.write(out, s, false, FIELD);
                    Strings.write(out, s, true, FIELD);
                }
                check(size == out.position());
            }
        }));
    }

    @Test
    void headerKeysAllocateNothing() {
        String[] strings = {ascii, accented, cjkAndEmoji, unpairedSurrogate, longAscii, longCjk};
        assertEquals(0, allocatedBy(() -> {
            int size = 0;
            int at = 0;
            for (String s : strings) {
                int measured = Utf8Strings.measure(s);
                size += Utf8Strings.length(measured);
                at = Utf8Strings.write(keyBytes, at, s, measured);
            }
            check(size == at);
        }));
    }

    @Test
    void codecWritesAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            for (ByteBuf out : bufs) {
                out.clear();
                int size = RequestHeaderCodec.INSTANCE.size(header, (short) 2);
                RequestHeaderCodec.INSTANCE.write(header, out, (short) 2);
                RequestHeaderCodec.INSTANCE.write(header, out, (short) 1);
                check(out.writerIndex() == size + size - 1);
            }
        }));
    }

    @Test
    void bytesAndArrayLengthsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            for (ByteBuffer out : outs) {
                out.clear();
                value.readerIndex(3);
                int size = Bytes.size(bytes, false) + Bytes.size(bytes, true) + Bytes.size(value, false)
                        + Bytes.size(value, true) + Bytes.size((byte[]) null, true)
                        + ArrayLengths.sizeCompact(1000) + ArrayLengths.size(-1);
                Bytes.write(out, bytes, false);
                Bytes.write(out, bytes, true);
                Bytes.write(out, value, false);
                Bytes.write(out, value, true);
                Bytes.write(out, (byte[]) null, true);
                ArrayLengths.writeCompact(out, 1000);
                ArrayLengths.write(out, -1);
                check(size == out.position());
            }
        }));
    }

    @Test
    void rawTaggedFieldsAllocateNothing() {
        assertEquals(0, allocatedBy(() -> {
            for (ByteBuffer out : outs) {
                out.clear();
                TaggedFields.checkRaw(raw, knownTags, FIELD);
                int size = TaggedFields.sizeOfRaw(raw) + TaggedFields.sizeOfRaw(null);
                int next = TaggedFields.writeRawBelow(out, raw, 0, 3);
                TaggedFields.writeRawFrom(out, raw, next);
                TaggedFields.writeRawFrom(out, null, 0);
                check(next == 1 && size == out.position());
            }
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
