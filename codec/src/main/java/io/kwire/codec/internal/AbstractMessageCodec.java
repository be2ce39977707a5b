package io.kwire.codec.internal;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.netty.buffer.ByteBuf;
import java.nio.BufferOverflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
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
    /**
     * The fewest writable bytes of a direct buffer for which a message is staged: below, the
     * thread-local lookup and the extra copy cost more than the puts they save.
     */
    static final int MIN_STAGED = 256;
    /** The most writable bytes of a direct buffer for which a message is staged, and so the staging array's most. */
    static final int MAX_STAGED = 64 << 10;
    private static final int INITIAL_STAGING = 4 << 10;
    /** This thread's heap array where a message bound for a direct buffer is written before one bulk copy. */
    private static final ThreadLocal<ByteBuffer> STAGING =
            ThreadLocal.withInitial(() -> ByteBuffer.allocate(INITIAL_STAGING));

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
     * Writes the message into a heap array, so that each field is one plain put rather than a Netty
     * call with its own capacity and access checks, and moves the writer index once, at the end: on
     * any exception it has not moved. A heap buffer is written in place, through one NIO view of its
     * writable bytes; a direct buffer with {@link #MIN_STAGED} to {@link #MAX_STAGED} of them through
     * this thread's staging array, copied in once (others through their own NIO view). If the message does
     * not fit in the bytes already writable (the caller did not reserve {@link #size} first), it is
     * sized, the buffer grown once, and the message written again. A buffer of more than one part
     * (a composite) gets the bytes through a pooled buffer of the message's size.
     */
    @Override
    public final void write(T message, ByteBuf out, short version) {
        Objects.requireNonNull(message, "message");
        checkVersion(version);
        if (out.nioBufferCount() != 1) {
            writeThroughCopy(message, out, sizeOf(message, version), version);
            return;
        }
        if (writeWithin(message, out, out.writableBytes(), version)) {
            return;
        }
        int size = sizeOf(message, version);
        out.ensureWritable(size);
        if (out.nioBufferCount() != 1) {
            // A composite of one part grows by adding a second, which has no single view.
            writeThroughCopy(message, out, size, version);
        } else if (!writeWithin(message, out, size, version)) {
            throw new IllegalStateException(messageName + " v" + version + " writes more than the " + size
                    + " bytes its size says");
        }
    }

    /**
     * Writes the message and moves the writer index past it if it takes at most {@code room}
     * bytes, which {@code out} has writable; false, with the writer index where it was, if it
     * needs more. Into a direct buffer through the staging array, if {@code room} is in its range.
     */
    private boolean writeWithin(T message, ByteBuf out, int room, short version) {
        boolean staged = !out.hasArray() && room >= MIN_STAGED && room <= MAX_STAGED;
        return staged ? writeStaged(message, out, room, version) : writeThroughView(message, out, room, version);
    }

    /**
     * Writes the message, if it takes at most {@code room} bytes, into this thread's staging array
     * and from there into {@code out} with one bulk copy; false, with nothing written, if it needs
     * more. A direct buffer's NIO view checks its bounds and, on Java 25, its memory session at every
     * put; the array's plain stores and one copy cost less.
     */
    private boolean writeStaged(T message, ByteBuf out, int room, short version) {
        ByteBuffer staging = staging(room);
        staging.clear().limit(room);
        try {
            writeTo(message, staging, version);
        } catch (BufferOverflowException e) {
            return false;
        }
        out.writeBytes(staging.array(), 0, staging.position());
        return true;
    }

    /** This thread's staging buffer, grown to at least {@code room} bytes (at most {@link #MAX_STAGED}). */
    private static ByteBuffer staging(int room) {
        ByteBuffer staging = STAGING.get();
        if (staging.capacity() < room) {
            staging = ByteBuffer.allocate(Math.max(room, Math.min(staging.capacity() * 2, MAX_STAGED)));
            STAGING.set(staging);
        }
        return staging;
    }

    /** {@link #writeWithin} through one NIO view of {@code out}'s {@code room} writable bytes. */
    private boolean writeThroughView(T message, ByteBuf out, int room, short version) {
        // Kafka is big-endian; a view's order is the only state of it this codec relies on.
        ByteBuffer view = out.internalNioBuffer(out.writerIndex(), room).order(ByteOrder.BIG_ENDIAN);
        int from = view.position();
        try {
            writeTo(message, view, version);
        } catch (BufferOverflowException e) {
            return false;
        }
        out.writerIndex(out.writerIndex() + view.position() - from);
        return true;
    }

    /** Writes the message of {@code size} bytes through a pooled heap buffer, which has one view. */
    private void writeThroughCopy(T message, ByteBuf out, int size, short version) {
        ByteBuf copy = out.alloc().heapBuffer(size);
        try {
            write(message, copy, version);
            out.writeBytes(copy);
        } finally {
            copy.release();
        }
    }

    @Override
    public final T read(ByteBuf in, short version) {
        checkVersion(version);
        int start = in.readerIndex();
        T message;
        try {
            message = readFrom(in, version);
        } catch (MalformedMessageException e) {
            in.readerIndex(start);
            throw e.relativeTo(start);
        } catch (RuntimeException e) {
            int offset = in.readerIndex() - start;
            in.readerIndex(start);
            throw new MalformedMessageException(messageName, offset, "unreadable: " + e);
        }
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
     * Writes {@code message} at {@code version}, which is in range, from {@code out}'s position;
     * throws {@link BufferOverflowException} if it needs more than {@code out} has remaining.
     */
    protected abstract void writeTo(T message, ByteBuffer out, short version);

    /**
     * Reads a message of {@code version}, which is in range. {@code ByteBuf} fields are unretained
     * slices of {@code in} until {@link #forEachBuffer} runs after the whole read succeeded, so a
     * read that fails half-way holds nothing that needs releasing.
     */
    protected abstract T readFrom(ByteBuf in, short version);

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
