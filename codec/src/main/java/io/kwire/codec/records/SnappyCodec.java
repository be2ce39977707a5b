package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import java.io.IOException;
import org.xerial.snappy.Snappy;

/**
 * snappy in xerial's stream framing, as Java clients write it: an 8-byte magic and two version
 * ints, then blocks of at most 32 KiB, each an int32 length and a raw snappy block. Read here
 * rather than through snappy-java's stream, which sizes arrays by the lengths the bytes claim:
 * each block's length is checked against the bytes there are, and its uncompressed length against
 * the cap, before anything is allocated.
 */
final class SnappyCodec implements CompressionCodec {
    static final SnappyCodec INSTANCE = new SnappyCodec();

    private static final byte[] MAGIC = {(byte) 0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0};
    private static final int VERSION = 1;
    private static final int HEADER_SIZE = MAGIC.length + 2 * Integer.BYTES;
    private static final int BLOCK = 32 * 1024;

    private SnappyCodec() {
    }

    @Override
    public void decompress(ByteBuf src, ByteBuf dst, int maxBytes) throws IOException {
        int index = src.readerIndex();
        int end = src.writerIndex();
        checkHeader(src, index, end);
        index += HEADER_SIZE;
        int written = 0;
        while (index < end) {
            if (end - index < Integer.BYTES) {
                throw new IOException("snappy block length cut off after " + (end - index) + " bytes");
            }
            int length = src.getInt(index);
            index += Integer.BYTES;
            if (length < 0 || length > end - index) {
                throw new IOException("snappy block length " + length + " but " + (end - index) + " bytes remain");
            }
            byte[] block = bytes(src, index, length);
            int offset = src.hasArray() ? src.arrayOffset() + index : 0;
            int size = Snappy.uncompressedLength(block, offset, length);
            if (size < 0 || size > maxBytes - written) {
                throw new DecompressedPastCapException();
            }
            dst.ensureWritable(size);
            if (dst.hasArray()) {
                Snappy.uncompress(block, offset, length, dst.array(), dst.arrayOffset() + dst.writerIndex());
                dst.writerIndex(dst.writerIndex() + size);
            } else {
                byte[] out = new byte[size];
                Snappy.uncompress(block, offset, length, out, 0);
                dst.writeBytes(out);
            }
            written += size;
            index += length;
        }
    }

    private static void checkHeader(ByteBuf src, int index, int end) throws IOException {
        if (end - index < HEADER_SIZE) {
            throw new IOException("snappy stream of " + (end - index) + " bytes has no xerial header");
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (src.getByte(index + i) != MAGIC[i]) {
                throw new IOException("snappy stream does not start with xerial's magic");
            }
        }
    }

    /** The block's bytes: the buffer's own array where it has one, otherwise a copy of just them. */
    private static byte[] bytes(ByteBuf src, int index, int length) {
        if (src.hasArray()) {
            return src.array();
        }
        byte[] copy = new byte[length];
        src.getBytes(index, copy);
        return copy;
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
