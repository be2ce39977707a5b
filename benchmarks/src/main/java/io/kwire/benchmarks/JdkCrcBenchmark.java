package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import java.util.zip.CRC32C;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The floor: the JDK's {@link CRC32C}, reused, over the bytes the batch's CRC covers, in a
 * {@code byte[]} or a direct {@link ByteBuffer}, and compared with the CRC the batch carries.
 */
public class JdkCrcBenchmark extends CrcState {
    private final CRC32C crc = new CRC32C();
    private ByteBuffer direct;
    private long carried;

    @Override
    void allocate() {
        direct = ByteBuffer.allocateDirect(batch.length).put(batch).flip();
        carried = Integer.toUnsignedLong(direct.getInt(CRC_START - Integer.BYTES));
    }

    @Override
    void release() {
        // The direct buffer is the garbage collector's.
    }

    /** The CRC32C of the batch's bytes in an array, checked. */
    @Benchmark
    public boolean checkCrcHeap() {
        crc.reset();
        crc.update(batch, CRC_START, batch.length - CRC_START);
        return check();
    }

    /** The CRC32C of the batch's bytes in a direct buffer, checked. */
    @Benchmark
    public boolean checkCrcDirect() {
        crc.reset();
        direct.limit(batch.length).position(CRC_START);
        crc.update(direct);
        return check();
    }

    private boolean check() {
        if (crc.getValue() != carried) {
            throw new IllegalStateException("CRC mismatch");
        }
        return true;
    }
}
