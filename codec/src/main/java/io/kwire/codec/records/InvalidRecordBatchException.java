package io.kwire.codec.records;

import io.kwire.codec.CodecException;

/**
 * The bytes are not a valid record batch: truncated, a length or count that lies, a CRC mismatch,
 * an unknown magic or compression, records out of order, or a batch that inflates past the cap.
 * Names the batch's first byte, counted from the start of the records buffer, and what was wrong.
 */
public final class InvalidRecordBatchException extends CodecException {
    private static final long serialVersionUID = 1L;

    private final int batchStart;
    private final String problem;

    /** An exception for the batch starting {@code batchStart} bytes into the records. */
    public InvalidRecordBatchException(int batchStart, String problem) {
        super("record batch at byte " + batchStart + ": " + problem);
        this.batchStart = batchStart;
        this.problem = problem;
    }

    /** An exception for the batch starting {@code batchStart} bytes in, with what caused it. */
    public InvalidRecordBatchException(int batchStart, String problem, Throwable cause) {
        super("record batch at byte " + batchStart + ": " + problem, cause);
        this.batchStart = batchStart;
        this.problem = problem;
    }

    /** Where the batch starts, in bytes from the start of the records buffer. */
    public int batchStart() {
        return batchStart;
    }

    /** What was wrong, without the position. */
    public String problem() {
        return problem;
    }
}
