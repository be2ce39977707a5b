package io.kwire.codec.records;

import com.github.luben.zstd.RecyclingBufferPool;
import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * Zstandard with zstd-jni, at Kafka's default level 3. Compressed with Kafka's stream, its buffers
 * recycled as Kafka's are. Decompressed in one call per batch, with a decompression context from a
 * small shared pool: a stream would create and set up a native context for every batch, which for
 * a batch of a few records costs more than the decompression itself. A batch's records are one
 * frame in memory, so one call decompresses them, into the output's writable bytes; where those
 * are too few (Kafka's frames do not say their size), the output grows and the call is repeated,
 * up to one byte past the cap.
 */
final class ZstdCodec implements CompressionCodec {
    static final ZstdCodec INSTANCE = new ZstdCodec();
    private static final int KAFKA_DEFAULT_LEVEL = 3;
    /** Contexts kept for reuse; one is made when none is free, and closed when the pool is full. */
    private static final ArrayBlockingQueue<ZstdDecompressCtx> CONTEXTS =
            new ArrayBlockingQueue<>(2 * Runtime.getRuntime().availableProcessors());

    private ZstdCodec() {
    }

    /** {@inheritDoc} {@code dst} is a heap buffer, as the cursor's are: the call writes into its array. */
    @Override
    public void decompress(ByteBuf src, ByteBuf dst, int maxBytes) throws IOException {
        if (!src.hasArray() && !(src.isDirect() && src.nioBufferCount() == 1)) {
            // A composite: one call needs the frame in one piece.
            ByteBuf copy = dst.alloc().heapBuffer(src.readableBytes());
            try {
                decompress(copy.writeBytes(src, src.readerIndex(), src.readableBytes()), dst, maxBytes);
            } finally {
                copy.release();
            }
            return;
        }
        ZstdDecompressCtx context = CONTEXTS.poll();
        if (context == null) {
            context = new ZstdDecompressCtx();
        }
        try {
            decompress(context, src, dst, maxBytes);
        } finally {
            if (!CONTEXTS.offer(context)) {
                context.close();
            }
        }
    }

    /** Decompresses {@code src}, in a heap array or one direct view, into {@code dst}'s array. */
    private static void decompress(ZstdDecompressCtx context, ByteBuf src, ByteBuf dst, int maxBytes)
            throws IOException {
        long most = (long) maxBytes + 1;
        while (true) {
            int room = (int) Math.min(dst.writableBytes(), most);
            int written;
            try {
                written = decompressOnce(context, src, dst, room);
            } catch (ZstdException e) {
                if (e.getErrorCode() != Zstd.errDstSizeTooSmall()) {
                    throw e;
                }
                // Twice the room, at most one byte past the cap and what one buffer can hold.
                long larger = Math.min(Math.max(2L * room, 256), Math.min(most, dst.maxWritableBytes()));
                if (larger <= room) {
                    throw new DecompressedPastCapException();
                }
                dst.ensureWritable((int) larger);
                continue;
            }
            if (written > maxBytes) {
                throw new DecompressedPastCapException();
            }
            dst.writerIndex(dst.writerIndex() + written);
            return;
        }
    }

    /** One call: the bytes written into {@code dst}'s {@code room} writable bytes, or ZstdException. */
    private static int decompressOnce(ZstdDecompressCtx context, ByteBuf src, ByteBuf dst, int room) {
        byte[] out = dst.array();
        int outIndex = dst.arrayOffset() + dst.writerIndex();
        int length = src.readableBytes();
        if (src.hasArray()) {
            return context.decompressByteArray(out, outIndex, room, src.array(),
                    src.arrayOffset() + src.readerIndex(), length);
        }
        ByteBuffer in = src.internalNioBuffer(src.readerIndex(), length);
        return context.decompressDirectByteBufferToByteArray(out, outIndex, room, in, in.position(), length);
    }

    @Override
    public void compress(ByteBuf src, ByteBuf dst) throws IOException {
        try (OutputStream out = new ZstdOutputStreamNoFinalizer(new ByteBufOutputStream(dst),
                RecyclingBufferPool.INSTANCE, KAFKA_DEFAULT_LEVEL)) {
            src.getBytes(src.readerIndex(), out, src.readableBytes());
        }
    }
}
