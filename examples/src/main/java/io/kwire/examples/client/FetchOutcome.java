package io.kwire.examples.client;

import java.util.List;

/**
 * What a fetch from one partition read.
 *
 * @param errorCode Kafka's error code, 0 on success
 * @param highWatermark the partition's high watermark: the offset after its last committed record
 * @param records the records from the offset asked on, in offset order; control records left out
 * @param nextOffset the offset to fetch next: after the last whole batch the server sent
 * @param partialBatchBytes the bytes of a last batch that the server cut off at the size limit,
 *     which the next fetch gets whole; 0 when there was none
 */
public record FetchOutcome(short errorCode, long highWatermark, List<FetchedRecord> records, long nextOffset,
        int partialBatchBytes) {
    /** Whether the server reported no error. */
    public boolean succeeded() {
        return errorCode == 0;
    }
}
