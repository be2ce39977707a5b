package io.kwire.testkit.fuzz;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageView;
import io.kwire.codec.UnsupportedVersionException;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;

/**
 * A view of {@link Pair} written by hand as the processor writes views, with the accessors a
 * generated one has, and a {@link Fault} that breaks it in one of the ways {@link ViewFuzzer} must
 * catch.
 */
public final class PairView implements MessageView {
    /** How the view goes wrong. */
    enum Fault {
        NONE,
        /** {@code id()} reads its four bytes without checking that the region has them. */
        NO_BOUNDS_CHECK,
        /** {@code id()} checks its four bytes against the buffer's capacity, not the region's end. */
        READS_PAST_REGION,
        /** Every exception gives an offset one past the region's end. */
        OFFSET_OUTSIDE,
        /** {@code validate()} checks nothing. */
        LAX_VALIDATE,
        /** {@code validate()} refuses an empty name, which read takes. */
        STRICT_VALIDATE,
        /** {@code id()} gives one more than the bytes say. */
        WRONG_VALUE,
        /** {@code validate()} allocates 2 MiB. */
        ALLOCATES,
        /** {@code reset} moves the buffer's reader index to the region. */
        MOVES_INDEX
    }

    private final Fault fault;
    private ByteBuf buffer;
    private int index;
    private int length;
    /** Where {@link Fault#ALLOCATES} keeps what it allocated, so that it is not optimized away. */
    private byte[] allocated;

    public PairView() {
        this(Fault.NONE);
    }

    PairView(Fault fault) {
        this.fault = fault;
    }

    @Override
    public PairView reset(ByteBuf buffer, int index, int length, short version) {
        if (version != 0) {
            throw new UnsupportedVersionException("Pair has no version " + version);
        }
        this.buffer = buffer;
        this.index = index;
        this.length = length;
        if (fault == Fault.MOVES_INDEX) {
            buffer.readerIndex(index);
        }
        return this;
    }

    @Override
    public void validate() {
        if (fault == Fault.ALLOCATES) {
            allocated = new byte[1 << 21];
        }
        if (fault == Fault.LAX_VALIDATE) {
            return;
        }
        int end = idAt() + Integer.BYTES;
        if (end > length) {
            throw malformed("Pair.id", idAt(), "needs 4 bytes");
        }
        if (fault == Fault.STRICT_VALIDATE && nameLength() == 0) {
            throw malformed("Pair.name", 0, "empty");
        }
        if (end != length) {
            throw malformed("Pair", end, "the message ends before its region does");
        }
    }

    public String name() {
        return buffer.toString(index + Short.BYTES, nameLength(), StandardCharsets.UTF_8);
    }

    public ByteBuf nameUtf8() {
        return buffer.slice(index + Short.BYTES, nameLength());
    }

    public boolean nameEquals(byte[] utf8) {
        return utf8 != null && ByteBufUtil.equals(nameUtf8(), Unpooled.wrappedBuffer(utf8));
    }

    public int id() {
        int at = idAt();
        int end = fault == Fault.READS_PAST_REGION ? buffer.capacity() - index : length;
        if (fault != Fault.NO_BOUNDS_CHECK && at + Integer.BYTES > end) {
            throw malformed("Pair.id", at, "needs 4 bytes");
        }
        return buffer.getInt(index + at) + (fault == Fault.WRONG_VALUE ? 1 : 0);
    }

    @Override
    public ByteBuf patched(ByteBufAllocator alloc) {
        throw new UnsupportedOperationException("no patches");
    }

    @Override
    public int patchCount() {
        return 0;
    }

    @Override
    public void clearPatches() {
    }

    private int nameLength() {
        if (length < Short.BYTES) {
            throw malformed("Pair.name", 0, "needs 2 bytes");
        }
        int nameLength = buffer.getShort(index);
        if (nameLength < 0 || Short.BYTES + nameLength > length) {
            throw malformed("Pair.name", 0, "length " + nameLength + " overruns the region");
        }
        return nameLength;
    }

    private int idAt() {
        return Short.BYTES + nameLength();
    }

    private MalformedMessageException malformed(String field, int offset, String problem) {
        return new MalformedMessageException(field, fault == Fault.OFFSET_OUTSIDE ? length + 1 : offset, problem);
    }
}
