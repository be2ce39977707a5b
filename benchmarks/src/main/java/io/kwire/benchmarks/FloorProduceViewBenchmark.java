package io.kwire.benchmarks;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/**
 * The floor of {@link KwireProduceViewBenchmark#readPartitions}: the same fields of the same Produce
 * request read by a loop written for this one layout, over the heap array, with no check but the
 * array's own bounds. Each partition's header lies a record batch (16 KiB) after the one before,
 * where only the length read before it says, so a walk is a chain of dependent loads from memory that
 * no reader shortens: what this loop takes is about the least any walk can.
 */
public class FloorProduceViewBenchmark extends ViewState {
    private static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    /** Partitions of the request, over {@value ViewWorkloads#PRODUCE_TOPICS} topics. */
    @Param({"10", "100", "1000"})
    public int partitions;

    /** The index of the next byte to read. */
    private int at;

    @Override
    Workload<?> build() {
        return ViewWorkloads.produceRequest(partitions);
    }

    @Override
    void allocate() {
    }

    @Override
    void release() {
    }

    /** The sum {@code readPartitions} makes, of the same fields: topic id, index, records' size and index. */
    @Benchmark
    public long readPartitions() {
        byte[] bytes = encoded;
        at = 0;
        int transactionalIdLength = unsignedVarint(bytes) - 1;
        at += Math.max(transactionalIdLength, 0) + Short.BYTES + Integer.BYTES;
        long sum = 0;
        int topics = unsignedVarint(bytes) - 1;
        for (int t = 0; t < topics; t++) {
            long id = (long) LONGS.get(bytes, at) ^ (long) LONGS.get(bytes, at + Long.BYTES);
            at += 2 * Long.BYTES;
            int partitionCount = unsignedVarint(bytes) - 1;
            for (int p = 0; p < partitionCount; p++) {
                int index = (int) INTS.get(bytes, at);
                at += Integer.BYTES;
                int recordsLength = unsignedVarint(bytes) - 1;
                sum += id + index + recordsLength + at;
                at += Math.max(recordsLength, 0);
                skipTaggedFields(bytes);
            }
            skipTaggedFields(bytes);
        }
        return sum;
    }

    private int unsignedVarint(byte[] bytes) {
        int value = 0;
        int shift = 0;
        byte b;
        do {
            b = bytes[at++];
            value |= (b & 0x7f) << shift;
            shift += 7;
        } while (b < 0);
        return value;
    }

    private void skipTaggedFields(byte[] bytes) {
        int count = unsignedVarint(bytes);
        for (int i = 0; i < count; i++) {
            unsignedVarint(bytes);
            int size = unsignedVarint(bytes);
            at += size;
        }
    }
}
