package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A codec whose library speaks streams: the bytes pass through it in blocks, never all at once. */
abstract class StreamCodec implements CompressionCodec {
    private static final int BLOCK = 16 * 1024;

    /** The library's decompressing stream over {@code in}. */
    abstract InputStream decompressing(InputStream in) throws IOException;

    /** The library's compressing stream onto {@code out}, with Kafka's default level. */
    abstract OutputStream compressing(OutputStream out) throws IOException;

    @Override
    public final void decompress(ByteBuf src, ByteBuf dst, int maxBytes) throws IOException {
        int start = dst.writerIndex();
        try (InputStream in = decompressing(new ByteBufInputStream(src.duplicate()))) {
            while (true) {
                int written = dst.writerIndex() - start;
                if (written > maxBytes) {
                    throw new DecompressedPastCapException();
                }
                // In longs: one byte past a cap of Integer.MAX_VALUE is no int.
                int room = (int) Math.min(BLOCK, (long) maxBytes + 1 - written);
                dst.ensureWritable(room);
                if (dst.writeBytes(in, room) < 0) {
                    return;
                }
            }
        }
    }

    @Override
    public final void compress(ByteBuf src, ByteBuf dst) throws IOException {
        try (OutputStream out = compressing(new ByteBufOutputStream(dst))) {
            src.getBytes(src.readerIndex(), out, src.readableBytes());
        }
    }
}
