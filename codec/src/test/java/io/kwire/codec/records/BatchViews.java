package io.kwire.codec.records;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** Compares what two readers saw, naming the first batch and record that differ rather than printing them all. */
final class BatchViews {
    private BatchViews() {
    }

    /** Fails, naming the first difference, unless {@code actual} equals {@code expected}. */
    static void assertSame(List<BatchView> expected, List<BatchView> actual, String what) {
        for (int b = 0; b < Math.min(expected.size(), actual.size()); b++) {
            BatchView e = expected.get(b);
            BatchView a = actual.get(b);
            assertEquals(withoutRecords(e), withoutRecords(a), what + ": batch " + b + "'s header");
            for (int r = 0; r < Math.min(e.records().size(), a.records().size()); r++) {
                assertEquals(e.records().get(r), a.records().get(r), what + ": batch " + b + ", record " + r);
            }
            assertEquals(e.records().size(), a.records().size(), what + ": batch " + b + "'s records");
        }
        assertEquals(expected.size(), actual.size(), what + ": batches");
    }

    private static BatchView withoutRecords(BatchView view) {
        return new BatchView(view.baseOffset(), view.sizeInBytes(), view.partitionLeaderEpoch(), view.magic(),
                view.crc(), view.crcValid(), view.compression(), view.timestampType(), view.transactional(),
                view.control(), view.deleteHorizon(), view.lastOffset(), view.nextOffset(), view.baseTimestamp(),
                view.maxTimestamp(), view.producerId(), view.producerEpoch(), view.baseSequence(),
                view.lastSequence(), view.recordCount(), List.of());
    }
}
