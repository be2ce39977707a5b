package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.nio.ByteBuffer;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Exception;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4SafeDecompressor;
import net.jpountz.xxhash.XXHash32;
import net.jpountz.xxhash.XXHashFactory;

/**
 * LZ4 in the LZ4 frame format, with lz4-java, as Kafka writes it: 64 KiB independent blocks, no
 * checksums, compressed with lz4-java's fast compressor, which Kafka uses at its default level 9.
 * Read and written block by block straight between the batch's buffer and the other, as Kafka's
 * own {@code Lz4BlockInputStream} reads it, so nothing but the output is allocated, and one block
 * when a block does not fit what is left of an output chunk; every block's length is checked
 * against the bytes there are and the frame's block size first.
 */
final class Lz4Codec implements CompressionCodec {
    static final Lz4Codec INSTANCE = new Lz4Codec();

    private static final int MAGIC = 0x184D2204;
    private static final int VERSION = 1;
    private static final int FLG_BLOCK_INDEPENDENCE = 0x20;
    private static final int FLG_BLOCK_CHECKSUM = 0x10;
    private static final int FLG_CONTENT_SIZE = 0x08;
    private static final int FLG_CONTENT_CHECKSUM = 0x04;
    private static final int FLG_RESERVED = 0x03;
    private static final int BD_RESERVED = 0x8F;
    private static final int UNCOMPRESSED_BLOCK = 0x80000000;
    private static final int BLOCK_SIZE_ID_64KB = 4;
    private static final int BLOCK_SIZE_64KB = 64 * 1024;

    private final LZ4Factory factory = LZ4Factory.fastestInstance();
    private final LZ4Compressor compressor = factory.fastCompressor();
    private final LZ4SafeDecompressor decompressor = factory.safeDecompressor();
    private final XXHash32 checksum = XXHashFactory.fastestInstance().hash32();

    private Lz4Codec() {
    }

    @Override
    public void decompress(ByteBuf src, DecompressionOutput out) throws IOException {
        int index = src.readerIndex();
        int end = src.writerIndex();
        need(src, index, end, 7, "the frame header");
        if (src.getIntLE(index) != MAGIC) {
            throw new IOException("not an LZ4 frame: magic " + Integer.toHexString(src.getIntLE(index)));
        }
        int flg = src.getUnsignedByte(index + 4);
        int bd = src.getUnsignedByte(index + 5);
        if (flg >>> 6 != VERSION || (flg & FLG_RESERVED) != 0 || (bd & BD_RESERVED) != 0) {
            throw new IOException("unsupported LZ4 frame descriptor " + Integer.toHexString(flg) + " "
                    + Integer.toHexString(bd));
        }
        if ((flg & FLG_BLOCK_INDEPENDENCE) == 0) {
            throw new IOException("LZ4 frame of dependent blocks, which Kafka never writes");
        }
        int blockSizeId = bd >>> 4;
        if (blockSizeId < 4) {
            throw new IOException("LZ4 frame block size id " + blockSizeId + " is not 4 to 7");
        }
        int descriptor = 2 + ((flg & FLG_CONTENT_SIZE) != 0 ? Long.BYTES : 0);
        need(src, index + 4, end, descriptor + 1, "the frame descriptor");
        int headerChecksum = (checksum.hash(nio(src, index + 4, descriptor), 0) >> 8) & 0xFF;
        if (headerChecksum != src.getUnsignedByte(index + 4 + descriptor)) {
            throw new IOException("LZ4 frame descriptor checksum mismatch");
        }
        readBlocks(src, index + 4 + descriptor + 1, flg, 1 << (2 * blockSizeId + 8), out);
    }

    /**
     * Reads the frame's blocks from {@code index} to its end mark. A block decompresses straight
     * into the output's chunk; one that may not fit what is left of the chunk, and does not, is
     * decompressed aside, into one scratch block for the batch, and copied across chunks.
     */
    private void readBlocks(ByteBuf src, int from, int flg, int maxBlockSize, DecompressionOutput out)
            throws IOException {
        boolean blockChecksums = (flg & FLG_BLOCK_CHECKSUM) != 0;
        int end = src.writerIndex();
        byte[] scratch = null;
        for (int index = from; ; ) {
            need(src, index, end, Integer.BYTES, "a block length");
            int header = src.getIntLE(index);
            index += Integer.BYTES;
            if (header == 0) {
                if ((flg & FLG_CONTENT_CHECKSUM) != 0) {
                    need(src, index, end, Integer.BYTES, "the content checksum");
                }
                return;
            }
            int length = header & ~UNCOMPRESSED_BLOCK;
            if (length > maxBlockSize) {
                throw new IOException("LZ4 block length " + length + " is over the frame's block size of " + maxBlockSize);
            }
            need(src, index, end, length + (blockChecksums ? Integer.BYTES : 0), "a block");
            if (blockChecksums && checksum.hash(nio(src, index, length), 0) != src.getIntLE(index + length)) {
                throw new IOException("LZ4 block checksum mismatch");
            }
            if ((header & UNCOMPRESSED_BLOCK) != 0) {
                out.write(src, index, length);
            } else if (!decompressInto(out.chunk(), src, index, length, maxBlockSize)) {
                if (scratch == null) {
                    scratch = new byte[maxBlockSize];
                }
                ByteBuffer in = nio(src, index, length);
                int written = decompressor.decompress(in, in.position(), length, ByteBuffer.wrap(scratch), 0, maxBlockSize);
                out.write(Unpooled.wrappedBuffer(scratch), 0, written);
            }
            index += length + (blockChecksums ? Integer.BYTES : 0);
        }
    }

    /**
     * Decompresses a block into {@code chunk}'s writable bytes; false when they are fewer than a
     * block may hold and the block did not fit them (or is corrupt, which decompressing it aside tells).
     */
    private boolean decompressInto(ByteBuf chunk, ByteBuf src, int index, int length, int maxBlockSize) {
        int room = Math.min(chunk.writableBytes(), maxBlockSize);
        ByteBuffer in = nio(src, index, length);
        ByteBuffer out = chunk.internalNioBuffer(chunk.writerIndex(), room);
        try {
            int written = decompressor.decompress(in, in.position(), length, out, out.position(), room);
            chunk.writerIndex(chunk.writerIndex() + written);
            return true;
        } catch (LZ4Exception e) {
            if (room == maxBlockSize) {
                throw e;
            }
            return false;
        }
    }

    /**
     * Writes the frame Kafka's {@code Lz4BlockOutputStream} writes, byte for byte: 64 KiB blocks
     * compressed from the records' buffer straight into the output's, a block that does not shrink
     * stored as it is, then the end mark.
     */
    @Override
    public void compress(ByteBuf src, ByteBuf dst) {
        int frameDescriptor = VERSION << 6 | FLG_BLOCK_INDEPENDENCE;
        int blockDescriptor = BLOCK_SIZE_ID_64KB << 4;
        int descriptor = frameDescriptor << 8 | blockDescriptor;
        dst.writeIntLE(MAGIC).writeShort(descriptor);
        dst.writeByte((checksum.hash(nio(dst, dst.writerIndex() - 2, 2), 0) >> 8) & 0xFF);
        int index = src.readerIndex();
        int end = src.writerIndex();
        while (index < end) {
            int length = Math.min(BLOCK_SIZE_64KB, end - index);
            int room = compressor.maxCompressedLength(length);
            dst.ensureWritable(Integer.BYTES + room);
            int header = dst.writerIndex();
            int at = header + Integer.BYTES;
            int compressed = compressBlock(src, index, length, dst, at, room);
            if (compressed < length) {
                dst.setIntLE(header, compressed).writerIndex(at + compressed);
            } else {
                dst.setIntLE(header, length | UNCOMPRESSED_BLOCK).writerIndex(at);
                dst.writeBytes(src, index, length);
            }
            index += length;
        }
        dst.writeIntLE(0);
    }

    /** Compresses a block into {@code dst} at {@code at}, where {@code room} bytes are writable; returns its length. */
    private int compressBlock(ByteBuf src, int index, int length, ByteBuf dst, int at, int room) {
        ByteBuffer in = nio(src, index, length);
        if (dst.nioBufferCount() == 1) {
            ByteBuffer out = dst.internalNioBuffer(at, room);
            return compressor.compress(in, in.position(), length, out, out.position(), room);
        }
        byte[] out = new byte[room];
        int compressed = compressor.compress(in, in.position(), length, ByteBuffer.wrap(out), 0, room);
        dst.setBytes(at, out, 0, compressed);
        return compressed;
    }

    /**
     * {@code length} bytes of {@code buf} from {@code index} as one NIO buffer, positioned at them:
     * a copy only for a composite or read-only buffer, which lz4-java cannot read in place.
     */
    private static ByteBuffer nio(ByteBuf buf, int index, int length) {
        if (buf.isReadOnly()) {
            return ByteBuffer.wrap(ByteBufUtil.getBytes(buf, index, length));
        }
        return buf.nioBufferCount() == 1 ? buf.internalNioBuffer(index, length) : buf.nioBuffer(index, length);
    }

    private static void need(ByteBuf src, int index, int end, int bytes, String what) throws StreamCutOffException {
        if (end - index < bytes) {
            throw StreamCutOffException.endsInside(what, bytes, end - index);
        }
    }
}
