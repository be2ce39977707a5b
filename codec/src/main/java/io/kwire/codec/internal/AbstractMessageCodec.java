package io.kwire.codec.internal;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.wire.Staging;
import io.netty.buffer.ByteBuf;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The base of every generated codec: checks the version, keeps the writer or reader index where
 * it was when anything fails, and leaves the wire layout to the generated subclass. For generated
 * code only.
 *
 * @param <T> the message class
 */
public abstract class AbstractMessageCodec<T> implements MessageCodec<T> {
    private final String messageName;
    private final short lowestVersion;
    private final short highestVersion;

    /** A codec for {@code messageName} in versions {@code lowestVersion..highestVersion}. */
    protected AbstractMessageCodec(String messageName, short lowestVersion, short highestVersion) {
        this.messageName = messageName;
        this.lowestVersion = lowestVersion;
        this.highestVersion = highestVersion;
    }

    @Override
    public final short lowestVersion() {
        return lowestVersion;
    }

    @Override
    public final short highestVersion() {
        return highestVersion;
    }

    @Override
    public final int size(T message, short version) {
        Objects.requireNonNull(message, "message");
        checkVersion(version);
        return sizeOf(message, version);
    }

    /**
     * Writes the message into an array, each field one plain store behind one compare with the
     * array's limit rather than a Netty call with its own checks, and moves the writer index once,
     * at the end: on any exception it has not moved. A heap buffer is written in place; any other
     * through this thread's {@link Staging} array, copied in with one {@code writeBytes}. If the
     * message does not fit in the bytes already writable (the caller did not reserve {@link #size}
     * first), or in the staging array as it is, it is sized, the buffer grown once, and the message
     * written again, staged through an array of at least its size.
     */
    @Override
    public final void write(T message, ByteBuf out, short version) {
        Objects.requireNonNull(message, "message");
        checkVersion(version);
        if (writeWithin(message, out, 0, version)) {
            return;
        }
        int size = sizeOf(message, version);
        out.ensureWritable(size);
        // Asked again after growing: a composite of one heap part grows by adding a second, and then has no array.
        if (!writeWithin(message, out, size, version)) {
            throw new IllegalStateException(messageName + " v" + version + " writes more than the " + size
                    + " bytes its size says");
        }
    }

    /**
     * Writes the message and moves the writer index past it if it fits in the bytes {@code out}
     * has writable (and, without an array, in a staging array of at least {@code size} bytes, 0
     * for this thread's as it is); false, with the writer index where it was, if it needs more.
     */
    private boolean writeWithin(T message, ByteBuf out, int size, short version) {
        int room = out.writableBytes();
        return out.hasArray()
                ? writeInPlace(message, out, room, version)
                : writeStaged(message, out, room, size, version);
    }

    /** {@link #writeWithin} straight into the {@code room} writable bytes of a heap buffer's array. */
    private boolean writeInPlace(T message, ByteBuf out, int room, short version) {
        int from = out.arrayOffset() + out.writerIndex();
        int end;
        try {
            end = writeTo(message, out.array(), from, from + room, version);
        } catch (WriteOverflow e) {
            return false;
        }
        out.writerIndex(out.writerIndex() + end - from);
        return true;
    }

    /**
     * {@link #writeWithin} through a staging array of at least {@code size} bytes, then one bulk
     * copy into {@code out}: cheaper than a direct buffer's checks (and, on Java 25, its memory
     * session's) at every store.
     */
    private boolean writeStaged(T message, ByteBuf out, int room, int size, short version) {
        Staging staging = Staging.ofThisThread();
        byte[] array = staging.borrow(size);
        try {
            int end;
            try {
                end = writeTo(message, array, 0, Math.min(room, array.length), version);
            } catch (WriteOverflow e) {
                return false;
            }
            out.writeBytes(array, 0, end);
            return true;
        } finally {
            staging.giveBack(array);
        }
    }

    /**
     * Reads the message through this thread's {@link WireInput}: a heap buffer's own array, or a
     * window of any other buffer's bytes that one bulk copy refills, rather than a Netty call with
     * its own checks for each field. The reader index moves once, past the message, when the whole
     * read succeeded: on any exception it has not moved.
     */
    @Override
    public final T read(ByteBuf in, short version) {
        checkVersion(version);
        int start = in.readerIndex();
        WireInput input = null;
        T message;
        int end;
        try {
            input = WireInput.open(in);
            message = readFrom(input, version);
            end = input.position();
        } catch (MalformedMessageException e) {
            throw e.relativeTo(start);
        } catch (RuntimeException e) {
            int offset = input == null ? 0 : input.position() - start;
            throw new MalformedMessageException(messageName, offset, "unreadable: " + e);
        } finally {
            if (input != null) {
                input.close();
            }
        }
        in.readerIndex(end);
        forEachBuffer(message, ByteBuf::retain);
        return message;
    }

    @Override
    public final void releaseBuffers(T message) {
        forEachBuffer(message, ByteBuf::release);
    }

    /** The exact size of {@code message} at {@code version}, which is in range. */
    protected abstract int sizeOf(T message, short version);

    /**
     * Writes {@code message} at {@code version}, which is in range, into {@code out} from index
     * {@code at}, and returns the index after it; throws {@link WriteOverflow} if it needs bytes
     * at or past {@code limit}, having written none there.
     */
    protected abstract int writeTo(T message, byte[] out, int at, int limit, short version);

    /**
     * Reads a message of {@code version}, which is in range, from {@code in}. {@code ByteBuf} fields
     * are unretained slices of the buffer {@code in} reads until {@link #forEachBuffer} runs after
     * the whole read succeeded, so a read that fails half-way holds nothing that needs releasing.
     */
    protected abstract T readFrom(WireInput in, short version);

    /**
     * Hands each non-null {@code ByteBuf} field of {@code message}, in its structs too, to
     * {@code action}: retains them after a read, releases them for {@link #releaseBuffers}. Does
     * nothing for most messages.
     */
    protected void forEachBuffer(T message, Consumer<ByteBuf> action) {
    }

    /** The message and its versions, e.g. {@code CreateTopicsRequest codec v2-7}. */
    @Override
    public String toString() {
        return messageName + " codec v" + lowestVersion + "-" + highestVersion;
    }

    private void checkVersion(short version) {
        if (version < lowestVersion || version > highestVersion) {
            throw new UnsupportedVersionException(messageName + " has no version " + version
                    + "; its versions are " + lowestVersion + " to " + highestVersion);
        }
    }
}
