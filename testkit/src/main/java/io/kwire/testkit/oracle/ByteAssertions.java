package io.kwire.testkit.oracle;

import static org.junit.jupiter.api.Assertions.fail;

import io.netty.buffer.ByteBufUtil;
import java.util.Arrays;

/** Byte-array assertions whose failure shows where two encodings part. */
public final class ByteAssertions {
    private static final int CONTEXT = 24;

    private ByteAssertions() {
    }

    /** Fails, showing the first differing byte and the hex around it, unless the arrays are equal. */
    public static void assertSameBytes(byte[] kafka, byte[] kwire, String what) {
        int mismatch = Arrays.mismatch(kafka, kwire);
        if (mismatch >= 0) {
            fail(what + ": kwire's " + kwire.length + " bytes differ from Kafka's " + kafka.length
                    + " first at byte " + mismatch + "\n  Kafka: " + hexAround(kafka, mismatch)
                    + "\n  kwire: " + hexAround(kwire, mismatch));
        }
    }

    private static String hexAround(byte[] bytes, int offset) {
        int from = Math.max(0, offset - CONTEXT);
        int to = Math.min(bytes.length, offset + CONTEXT);
        return (from > 0 ? "[" + from + "] ..." : "") + ByteBufUtil.hexDump(bytes, from, offset - from)
                + " | " + ByteBufUtil.hexDump(bytes, Math.min(offset, bytes.length), Math.max(0, to - offset))
                + (to < bytes.length ? "... (" + bytes.length + " bytes)" : "");
    }
}
