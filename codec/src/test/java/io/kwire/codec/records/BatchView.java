package io.kwire.codec.records;

import java.util.List;

/**
 * Everything a reader sees of one batch, in types both kwire's and Kafka's readers can give, so
 * that what each read compares with one {@code assertEquals}. Enums are by name; the compression
 * by Kafka's name for it.
 */
record BatchView(long baseOffset, int sizeInBytes, int partitionLeaderEpoch, byte magic, long crc, boolean crcValid,
        String compression, String timestampType, boolean transactional, boolean control, boolean deleteHorizon,
        long lastOffset, long nextOffset, long baseTimestamp, long maxTimestamp, long producerId,
        short producerEpoch, int baseSequence, int lastSequence, int recordCount, List<RecordView> records) {

    /** One record; {@code controlType} is null in a data batch. */
    record RecordView(long offset, long timestamp, Blob key, Blob value, List<HeaderView> headers,
            String controlType) {
    }

    /** One record header. */
    record HeaderView(String key, Blob value) {
    }
}
