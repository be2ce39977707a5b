package io.kwire.codec.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * A codec of one message of one bytes field, version 0, written by hand; it keeps the array and
 * bounds of each {@code writeTo}. For tests of what every generated codec inherits.
 */
public final class BlobCodec extends AbstractMessageCodec<byte[]> {
    private final List<WriteCall> calls = new ArrayList<>();

    public BlobCodec() {
        super("Blob", (short) 0, (short) 0);
    }

    /** The array and bounds each {@code writeTo} was given, in order. */
    public List<WriteCall> calls() {
        return calls;
    }

    @Override
    public boolean isFlexible(short version) {
        return false;
    }

    @Override
    protected int sizeOf(byte[] message, short version) {
        return Bytes.size(message);
    }

    @Override
    protected int writeTo(byte[] message, byte[] out, int at, int limit, short version) {
        calls.add(new WriteCall(out, at, limit));
        return Bytes.write(out, at, limit, message);
    }

    @Override
    protected byte[] readFrom(WireInput in, short version) {
        return Bytes.readArray(in, "Blob.data");
    }

    /** The array and bounds a {@code writeTo} was given. */
    public record WriteCall(byte[] out, int at, int limit) {
    }
}
