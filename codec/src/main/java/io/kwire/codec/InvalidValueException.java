package io.kwire.codec;

/**
 * A value cannot be carried by its wire type: a string over 32767 UTF-8 bytes, a uint16 outside
 * 0..65535, a null list element.
 */
public final class InvalidValueException extends CodecException {
    private static final long serialVersionUID = 1L;

    private final String field;

    /** An exception naming the field ({@code "Message.Struct.field"}) and what is wrong with it. */
    public InvalidValueException(String field, String problem) {
        super(field + ": " + problem);
        this.field = field;
    }

    /** The field whose value was refused, as {@code "Message.Struct.field"}. */
    public String field() {
        return field;
    }
}
