package io.kwire.benchmarks;

import io.kwire.codec.wire.Staging;
import io.kwire.codec.wire.Utf8;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One compact string measured and written through the UTF-8 path every Kafka string takes
 * ({@link Utf8}: measured for the size, measured again and written, as a codec's {@code size} then
 * {@code write} do, behind a one-byte length), beside the JDK's encoder as Kafka's classes use it (a new {@code byte[]}
 * per string) and the copy floor (the string's UTF-8 bytes, already encoded, copied in). Run it on
 * each JDK: {@code benchmarks/run.sh strings}, with {@code JAVA_HOME} naming the JDK.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public class StringsBenchmark {

    /**
     * {@code ascii-N}: a topic-like ASCII name of N chars; {@code latin1-24}: 24 chars, two of them
     * over U+007F and within Latin-1; {@code utf16-24}: 24 chars with CJK ideographs, which the JVM
     * keeps in UTF-16.
     */
    @Param({"ascii-8", "ascii-24", "ascii-100", "latin1-24", "utf16-24"})
    public String string;

    /** The buffer written into: {@code heap} (Unpooled) or {@code direct} (pooled, as a server's). */
    @Param({"heap", "direct"})
    public String buffer;

    /**
     * {@code recurring}: the same instance every time, as a client's topic names or strings decoded
     * through kwire's shared string table; {@code new}: an equal string never measured before in
     * each operation (each taken in turn from {@value #NEW_INSTANCES} copies).
     */
    @Param({"recurring", "new"})
    public String instances;

    private static final int NEW_INSTANCES = 4096;
    private static final int CAPACITY = 1024;

    private String[] values;
    private int next;
    private byte[] utf8;
    private ByteBuf out;

    @Setup
    public void setUp() {
        String value = switch (string) {
            case "ascii-8" -> "orders-1";
            case "ascii-24" -> "orders.eu-west-1.v2-0001";
            case "ascii-100" -> "orders.eu-west-1.v2-".repeat(5);
            case "latin1-24" -> "commandes-re\u00e7ues-\u00e9t\u00e9-01";
            case "utf16-24" -> "orders-\u6ce8\u6587-\u65e5\u672c-eu-west-01";
            default -> throw new IllegalArgumentException("unknown string " + string);
        };
        // Copies, so that no string is the compile-time constant the JIT might see through.
        values = new String[instances.equals("new") ? NEW_INSTANCES : 1];
        for (int i = 0; i < values.length; i++) {
            values[i] = new String(value.toCharArray());
        }
        utf8 = value.getBytes(StandardCharsets.UTF_8);
        out = buffer.equals("direct") ? PooledByteBufAllocator.DEFAULT.directBuffer(CAPACITY) : Unpooled.buffer(CAPACITY);
    }

    @TearDown
    public void tearDown() {
        out.release();
    }

    /**
     * kwire: the exact size, then the compact string written into an array as generated codecs
     * write: a heap buffer's own, or for a direct buffer this thread's {@link Staging} array, then
     * copied in once.
     */
    @Benchmark
    public ByteBuf kwire() {
        String value = nextValue();
        out.clear();
        int size = 1 + Utf8.length(Utf8.measure(value));
        if (out.hasArray()) {
            int from = out.arrayOffset();
            out.writerIndex(writeCompact(out.array(), from, value) - from);
            return out;
        }
        Staging staging = Staging.ofThisThread();
        byte[] array = staging.borrow(size);
        try {
            out.writeBytes(array, 0, writeCompact(array, 0, value));
        } finally {
            staging.giveBack(array);
        }
        return out;
    }

    /** The compact string of under 127 bytes: its one-byte length, then its UTF-8 bytes. */
    private static int writeCompact(byte[] array, int at, String value) {
        int measured = Utf8.measure(value);
        array[at] = (byte) (Utf8.length(measured) + 1);
        return Utf8.write(array, at + 1, value, measured);
    }

    /** The JDK's encoder into a new array, as Kafka's generated classes do, then the length and the bytes. */
    @Benchmark
    public ByteBuf jdk() {
        String value = nextValue();
        out.clear();
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        out.writeByte(bytes.length + 1);
        out.writeBytes(bytes);
        return out;
    }

    private String nextValue() {
        String value = values[next];
        next = next + 1 == values.length ? 0 : next + 1;
        return value;
    }

    /** The physical limit: the length and the bytes, encoded beforehand, copied in. */
    @Benchmark
    public ByteBuf copyFloor() {
        out.clear();
        out.writeByte(utf8.length + 1);
        out.writeBytes(utf8);
        return out;
    }
}
