package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import org.xerial.snappy.Snappy;

/**
 * snappy as Kafka 4.4 reads it: in xerial's stream framing, as Java clients write it (an 8-byte
 * magic and two version ints, then blocks of at most 32 KiB, each an int32 length and a raw
 * snappy block), or else raw, one snappy block, as librdkafka and sarama write it. Like xerial's
 * {@code SnappyInputStream}, a stream is framed when its first 16 bytes are there and start with
 * the magic. Read here rather than through that stream, which sizes arrays by the lengths the
 * bytes claim: each block's length is checked against the bytes there are, and the sizes the
 * blocks claim against the cap and against what their bytes can make, before the records are
 * decompressed into one buffer of exactly their size.
 */
final class SnappyCodec implements CompressionCodec {
    static final SnappyCodec INSTANCE = new SnappyCodec();

    private static final byte[] MAGIC = {(byte) 0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0};
    private static final int VERSION = 1;
    private static final int HEADER_SIZE = MAGIC.length + 2 * Integer.BYTES;
    private static final int BLOCK = 32 * 1024;
    /** snappy makes at most 64 bytes of 3: a copy's tag and 2-byte offset. */
    private static final int MOST_MADE = 64;
    private static final int FROM_BYTES = 3;

    private SnappyCodec() {
    }

    /** {@inheritDoc} A direct or composite {@code src} is copied once, into the array snappy-java reads. */
    @Override
    public void decompress(ByteBuf src, DecompressionOutput out) throws IOException {
        ByteBuf in = src.hasArray() ? src : Unpooled.wrappedBuffer(ByteBufUtil.getBytes(src));
        int index = in.readerIndex();
        int end = in.writerIndex();
        if (end - index >= HEADER_SIZE && startsWithMagic(in, index, MAGIC.length)) {
            framed(in, index + HEADER_SIZE, end, out);
        } else if (end - index < HEADER_SIZE && startsWithMagic(in, index, Math.min(end - index, MAGIC.length))) {
            // Nor raw snappy: its size would be cut off, or 10626 bytes (0x82 'S'), more than 15 bytes make.
            throw StreamCutOffException.endsInside("xerial's header", HEADER_SIZE, end - index);
        } else {
            int size = claimed(in, index, end - index, out.maxBytes());
            uncompress(in, index, end - index, size, out.sized(size));
        }
    }

    /** Xerial's blocks from {@code from}: their sizes summed and checked first, then decompressed into one chunk. */
    private static void framed(ByteBuf in, int from, int end, DecompressionOutput out) throws IOException {
        int size = 0;
        for (int index = from; index < end; ) {
            int length = blockLength(in, index, end);
            index += Integer.BYTES;
            size += claimed(in, index, length, out.maxBytes() - size);
            index += length;
        }
        ByteBuf chunk = out.sized(size);
        for (int index = from; index < end; ) {
            int length = in.getInt(index);
            index += Integer.BYTES;
            uncompress(in, index, length, Snappy.uncompressedLength(in.array(), in.arrayOffset() + index, length), chunk);
            index += length;
        }
    }

    /** The length of the block at {@code index}, checked against the bytes there are. */
    private static int blockLength(ByteBuf in, int index, int end) throws IOException {
        if (end - index < Integer.BYTES) {
            throw StreamCutOffException.endsInside("a block length", Integer.BYTES, end - index);
        }
        int length = in.getInt(index);
        int remaining = end - index - Integer.BYTES;
        if (length < 0) {
            throw new IOException("snappy block length " + length + " is negative");
        }
        if (length > remaining) {
            throw StreamCutOffException.endsInside("a block", length, remaining);
        }
        return length;
    }

    /**
     * The size the snappy block of {@code length} bytes at {@code index} claims, checked against
     * {@code room} (throwing {@link DecompressedPastCapException}) and against the most its bytes
     * can make.
     */
    private static int claimed(ByteBuf in, int index, int length, int room) throws IOException {
        int size;
        try {
            size = Snappy.uncompressedLength(in.array(), in.arrayOffset() + index, length);
        } catch (IOException e) {
            throw new IOException("a snappy block of " + length + " bytes does not start with its size: "
                    + e.getMessage(), e);
        }
        // Negative: a size of 2 GiB or more.
        if (size < 0 || size > room) {
            throw new DecompressedPastCapException();
        }
        if ((long) size * FROM_BYTES > (long) length * MOST_MADE) {
            throw new IOException("a snappy block of " + length + " bytes claims " + size
                    + " bytes, more than snappy makes of so few");
        }
        return size;
    }

    /**
     * Decompresses the snappy block of {@code length} bytes at {@code index} into {@code chunk},
     * which has room for the {@code size} bytes it claims, checked.
     */
    private static void uncompress(ByteBuf in, int index, int length, int size, ByteBuf chunk) throws IOException {
        int at = chunk.writerIndex();
        try {
            Snappy.uncompress(in.array(), in.arrayOffset() + index, length, chunk.array(), chunk.arrayOffset() + at);
        } catch (IOException e) {
            throw new IOException("a snappy block of " + length + " bytes does not decompress to the " + size
                    + " bytes it claims: " + e.getMessage(), e);
        }
        chunk.writerIndex(at + size);
    }

    private static boolean startsWithMagic(ByteBuf in, int index, int bytes) {
        for (int i = 0; i < bytes; i++) {
            if (in.getByte(index + i) != MAGIC[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void compress(ByteBuf src, ByteBuf dst) throws IOException {
        dst.writeBytes(MAGIC).writeInt(VERSION).writeInt(VERSION);
        byte[] block = new byte[Math.min(BLOCK, src.readableBytes())];
        byte[] compressed = new byte[Snappy.maxCompressedLength(block.length)];
        for (int index = src.readerIndex(); index < src.writerIndex(); index += block.length) {
            int length = Math.min(block.length, src.writerIndex() - index);
            src.getBytes(index, block, 0, length);
            int size = Snappy.compress(block, 0, length, compressed, 0);
            dst.writeInt(size).writeBytes(compressed, 0, size);
        }
    }
}
