package io.kwire.codec.internal;

/**
 * Thrown by a write into an array when the bytes it needs run past its limit: the message does not
 * fit in the bytes writable, and {@link AbstractMessageCodec} sizes it and writes it again. One
 * instance, without a stack trace, so that finding out costs no more than a branch.
 */
final class WriteOverflow extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final WriteOverflow INSTANCE = new WriteOverflow();

    private WriteOverflow() {
        super("the message needs more bytes than are writable", null, false, false);
    }
}
