package io.kwire.codec;

/**
 * The bytes being read are not a valid message: truncated, a negative or oversized length, a
 * null where the field is not nullable, an over-long varint. Names the field and the offset,
 * counted from where the read began.
 */
public final class MalformedMessageException extends CodecException {
    private static final long serialVersionUID = 1L;

    private final String field;
    private final int offset;
    private final String problem;

    /**
     * An exception for {@code field} ({@code "Message.Struct.field"}) at {@code offset} bytes
     * from the start of the read.
     */
    public MalformedMessageException(String field, int offset, String problem) {
        super(field + " at offset " + offset + ": " + problem);
        this.field = field;
        this.offset = offset;
        this.problem = problem;
    }

    private MalformedMessageException(MalformedMessageException cause, int offset) {
        super(cause.field + " at offset " + offset + ": " + cause.problem, cause);
        this.field = cause.field;
        this.offset = offset;
        this.problem = cause.problem;
    }

    /** The field that could not be read, as {@code "Message.Struct.field"}. */
    public String field() {
        return field;
    }

    /** Where the field begins, or where the problem was found, in bytes from the start of the read. */
    public int offset() {
        return offset;
    }

    /** What was wrong, without the field and offset. */
    public String problem() {
        return problem;
    }

    /**
     * The same problem with its offset counted from {@code start} instead: for codecs that report
     * buffer indexes while reading and rebase them once the read has failed.
     */
    public MalformedMessageException relativeTo(int start) {
        return new MalformedMessageException(this, offset - start);
    }
}
