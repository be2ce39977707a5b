package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import java.io.IOException;

/** One compression's stream format, over buffers. Loaded only when a batch uses it. */
interface CompressionCodec {
    /**
     * Decompresses the readable bytes of {@code src} into {@code out}, whose cap it throws
     * {@link DecompressedPastCapException} for; throws {@link StreamCutOffException} for bytes that
     * end before the format does, and another {@link IOException} for corrupt data.
     */
    void decompress(ByteBuf src, DecompressionOutput out) throws IOException;

    /** Compresses the readable bytes of {@code src} onto the end of {@code dst}. */
    void compress(ByteBuf src, ByteBuf dst) throws IOException;
}
