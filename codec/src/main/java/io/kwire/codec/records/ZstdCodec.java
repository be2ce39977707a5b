package io.kwire.codec.records;

import com.github.luben.zstd.RecyclingBufferPool;
import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import com.github.luben.zstd.ZstdIOException;
import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;

/**
 * Zstandard with zstd-jni, at Kafka's default level 3. Compressed with Kafka's stream, its buffers
 * recycled as Kafka's are. Decompressed in one call into the output's first chunk, with a
 * decompression context from a small shared pool: a stream would create and set up a native
 * context for every batch, which for a batch of a few records costs more than the decompression
 * itself. Where the chunk is too small (Kafka's frames do not say their size), the call is
 * repeated into one twice as large, up to 256 KiB; past that the frame is read through the
 * stream, into chunks.
 */
final class ZstdCodec extends StreamCodec {
    static final ZstdCodec INSTANCE = new ZstdCodec();
    private static final int KAFKA_DEFAULT_LEVEL = 3;
    /**
     * The largest chunk one call is tried with: a stream's setup took 15 to 30 us a batch, more than
     * one call's whole work on 4 KiB and about a tenth of it on 256 KiB.
     */
    private static final int ONE_CALL_MOST = 256 * 1024;
    /** Contexts kept for reuse; one is made when none is free, and closed when the pool is full. */
    private static final ArrayBlockingQueue<ZstdDecompressCtx> CONTEXTS =
            new ArrayBlockingQueue<>(2 * Runtime.getRuntime().availableProcessors());

    private ZstdCodec() {
    }

    @Override
    InputStream decompressing(InputStream in) throws IOException {
        return new ZstdInputStreamNoFinalizer(in, RecyclingBufferPool.INSTANCE);
    }

    @Override
    OutputStream compressing(OutputStream out) throws IOException {
        return new ZstdOutputStreamNoFinalizer(out, RecyclingBufferPool.INSTANCE, KAFKA_DEFAULT_LEVEL);
    }

    @Override
    public void decompress(ByteBuf src, DecompressionOutput out) throws IOException {
        if (!src.isReadable()) {
            // zstd reads no frames as nothing at all.
            throw new StreamCutOffException("the stream is empty: it has no frame");
        }
        // A composite: one call needs the frame in one piece.
        ByteBuf whole = src.hasArray() || (src.isDirect() && src.nioBufferCount() == 1) ? src
                : Unpooled.wrappedBuffer(ByteBufUtil.getBytes(src));
        try {
            if (!decompressOnce(whole, out)) {
                super.decompress(whole, out);
            }
        } catch (ZstdException | ZstdIOException e) {
            if (endsEarly(whole)) {
                throw new StreamCutOffException("the frame ends after its " + whole.readableBytes()
                        + " bytes, before its last block");
            }
            throw e;
        }
    }

    /**
     * Decompresses {@code src} in one call into the output's first chunk, doubled while it is too
     * small, up to {@link #ONE_CALL_MOST}; false when the records need more, the chunk left empty.
     */
    private static boolean decompressOnce(ByteBuf src, DecompressionOutput out) throws DecompressedPastCapException {
        ZstdDecompressCtx context = CONTEXTS.poll();
        if (context == null) {
            context = new ZstdDecompressCtx();
        }
        try {
            ByteBuf chunk = out.chunk();
            while (true) {
                try {
                    chunk.writerIndex(decompressOnce(context, src, chunk));
                    return true;
                } catch (ZstdException e) {
                    if (e.getErrorCode() != Zstd.errDstSizeTooSmall()) {
                        throw e;
                    }
                }
                if (chunk.capacity() >= ONE_CALL_MOST) {
                    return false;
                }
                chunk = out.doubled();
                if (chunk == null) {
                    throw new DecompressedPastCapException();
                }
            }
        } finally {
            if (!CONTEXTS.offer(context)) {
                context.close();
            }
        }
    }

    /** One call into {@code chunk}'s array: the bytes written into its writable bytes, or ZstdException. */
    private static int decompressOnce(ZstdDecompressCtx context, ByteBuf src, ByteBuf chunk) {
        byte[] out = chunk.array();
        int outIndex = chunk.arrayOffset() + chunk.writerIndex();
        int room = chunk.writableBytes();
        int length = src.readableBytes();
        if (src.hasArray()) {
            return context.decompressByteArray(out, outIndex, room, src.array(),
                    src.arrayOffset() + src.readerIndex(), length);
        }
        ByteBuffer in = src.internalNioBuffer(src.readerIndex(), length);
        return context.decompressDirectByteBufferToByteArray(out, outIndex, room, in, in.position(), length);
    }

    /** Whether the first frame of {@code src} ends after its bytes do, asked once decompressing it failed. */
    private static boolean endsEarly(ByteBuf src) {
        int length = src.readableBytes();
        try {
            if (src.hasArray()) {
                Zstd.findFrameCompressedSize(src.array(), src.arrayOffset() + src.readerIndex(), length);
                return false;
            }
            // The direct form returns its error code rather than throwing it.
            long size = Zstd.findFrameCompressedSize(src.nioBuffer(src.readerIndex(), length));
            return Zstd.isError(size) && Zstd.getErrorCode(size) == Zstd.errSrcSizeWrong();
        } catch (ZstdException e) {
            return e.getErrorCode() == Zstd.errSrcSizeWrong();
        }
    }
}
