package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufInputStream;
import io.netty.buffer.ByteBufOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A codec whose library speaks streams: the bytes pass through it in blocks, never all at once,
 * and decompress straight into the output's chunks.
 */
abstract class StreamCodec implements CompressionCodec {
    /** The library's decompressing stream over {@code in}. */
    abstract InputStream decompressing(InputStream in) throws IOException;

    /** The library's compressing stream onto {@code out}, with Kafka's default level. */
    abstract OutputStream compressing(OutputStream out) throws IOException;

    /** {@inheritDoc} Through the library's stream; a stream that ends early is cut off. */
    @Override
    public void decompress(ByteBuf src, DecompressionOutput out) throws IOException {
        try (InputStream in = decompressing(new ByteBufInputStream(src.duplicate()))) {
            out.readFrom(in);
        } catch (EOFException e) {
            throw new StreamCutOffException("its " + src.readableBytes() + " bytes end before the stream does, after "
                    + out.written() + " bytes decompressed");
        }
    }

    @Override
    public final void compress(ByteBuf src, ByteBuf dst) throws IOException {
        try (OutputStream out = compressing(new ByteBufOutputStream(dst))) {
            src.getBytes(src.readerIndex(), out, src.readableBytes());
        }
    }
}
