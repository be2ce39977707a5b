package io.kwire.codec.records;

import java.util.List;

/**
 * What one batch holds, for both Kafka's builder and kwire's to write: its header's settings and
 * its records. A control batch ({@code control} not null) holds one record, the transaction
 * marker, whose timestamp is the first record's.
 */
record BatchSpec(Compression compression, long baseOffset, int partitionLeaderEpoch, long producerId,
        short producerEpoch, int baseSequence, boolean transactional, long logAppendTime, ControlType control,
        int coordinatorEpoch, List<RecordSpec> records) {

    /** One data record: header values may be null, and so may the key and value. */
    record RecordSpec(long timestamp, byte[] key, byte[] value, List<HeaderSpec> headers) {
    }

    /** One record header. */
    record HeaderSpec(String key, byte[] value) {
    }

    @Override
    public String toString() {
        return (control == null ? records.size() + " records" : control + " marker") + ", " + compression.kafkaName()
                + (producerId == RecordBatch.NO_PRODUCER_ID ? "" : ", producer " + producerId)
                + (transactional ? ", transactional" : "")
                + (logAppendTime == RecordBatch.NO_TIMESTAMP ? "" : ", log append time");
    }
}
