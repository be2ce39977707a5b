package io.kwire.examples.server;

import io.kwire.codec.records.RecordBatch;
import java.util.HashMap;
import java.util.Map;

/**
 * The sequence numbers of the idempotent producers writing to one partition, checked as Kafka's
 * broker checks them: per producer id its epoch and its last {@value #BATCHES_KEPT} batches (a
 * producer has at most 5 in flight). A batch that repeats one of those is a retry: acknowledged with
 * the offset it got the first time, not appended again. Otherwise a batch's base sequence must follow
 * the last one's (0 after Integer.MAX_VALUE), or be 0 for a new epoch or a producer the partition has
 * not seen: this log loses nothing, so unlike Kafka it never forgets a producer. Not thread-safe: its
 * {@link PartitionLog} guards it.
 */
final class IdempotentProducers {
    /** Kafka's {@code ProducerStateEntry.NUM_BATCHES_TO_RETAIN}. */
    static final int BATCHES_KEPT = 5;

    /**
     * What to do with a batch: append it ({@link ErrorCode#NONE}, no duplicate), acknowledge it at the
     * offset of the batch it repeats, or refuse it with {@code error}.
     *
     * @param error NONE unless the batch is refused
     * @param duplicateOffset the base offset of the batch it repeats, or -1
     * @param message why the batch is refused, null otherwise
     */
    record Verdict(ErrorCode error, long duplicateOffset, String message) {
        static final Verdict APPEND = new Verdict(ErrorCode.NONE, -1L, null);

        boolean isDuplicate() {
            return duplicateOffset >= 0;
        }
    }

    private final Map<Long, Producer> byId = new HashMap<>();

    /** The verdict on {@code batch}, which passed validation; a batch of no idempotent producer is appended. */
    Verdict check(RecordBatch batch) {
        long id = batch.producerId();
        if (id == RecordBatch.NO_PRODUCER_ID) {
            return Verdict.APPEND;
        }
        Producer producer = byId.get(id);
        short epoch = batch.producerEpoch();
        int first = batch.baseSequence();
        if (producer == null || epoch > producer.epoch) {
            return first == 0 ? Verdict.APPEND : refused(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, "producer " + id
                    + " epoch " + epoch + " is new here: its first sequence must be 0, not " + first);
        }
        if (epoch < producer.epoch) {
            return refused(ErrorCode.INVALID_PRODUCER_EPOCH, "producer " + id + " epoch " + epoch
                    + " is older than its last seen epoch " + producer.epoch);
        }
        long duplicate = producer.offsetOf(first, batch.lastSequence());
        if (duplicate >= 0) {
            return new Verdict(ErrorCode.NONE, duplicate, null);
        }
        int expected = producer.lastSequence() == Integer.MAX_VALUE ? 0 : producer.lastSequence() + 1;
        return first == expected ? Verdict.APPEND : refused(ErrorCode.OUT_OF_ORDER_SEQUENCE_NUMBER, "producer "
                + id + " sent base sequence " + first + " where " + expected + " comes next");
    }

    /** Records that {@code batch}, checked to {@link Verdict#APPEND}, was appended at {@code baseOffset}. */
    void appended(RecordBatch batch, long baseOffset) {
        long id = batch.producerId();
        if (id == RecordBatch.NO_PRODUCER_ID) {
            return;
        }
        Producer producer = byId.get(id);
        if (producer == null || batch.producerEpoch() != producer.epoch) {
            producer = new Producer(batch.producerEpoch());
            byId.put(id, producer);
        }
        producer.add(batch.baseSequence(), batch.lastSequence(), baseOffset);
    }

    private static Verdict refused(ErrorCode error, String message) {
        return new Verdict(error, -1L, message);
    }

    /** One producer's epoch and its last batches, in rings of {@value #BATCHES_KEPT}. */
    private static final class Producer {
        final short epoch;
        final int[] firstSequences = new int[BATCHES_KEPT];
        final int[] lastSequences = new int[BATCHES_KEPT];
        final long[] baseOffsets = new long[BATCHES_KEPT];
        int next;
        int size;

        Producer(short epoch) {
            this.epoch = epoch;
        }

        void add(int firstSequence, int lastSequence, long baseOffset) {
            firstSequences[next] = firstSequence;
            lastSequences[next] = lastSequence;
            baseOffsets[next] = baseOffset;
            next = (next + 1) % BATCHES_KEPT;
            size = Math.min(size + 1, BATCHES_KEPT);
        }

        int lastSequence() {
            return lastSequences[(next + BATCHES_KEPT - 1) % BATCHES_KEPT];
        }

        /** The base offset of the kept batch with these sequences, or -1. */
        long offsetOf(int firstSequence, int lastSequence) {
            for (int i = 0; i < size; i++) {
                if (firstSequences[i] == firstSequence && lastSequences[i] == lastSequence) {
                    return baseOffsets[i];
                }
            }
            return -1L;
        }
    }
}
