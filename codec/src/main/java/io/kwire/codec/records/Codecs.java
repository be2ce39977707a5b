package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import java.io.IOException;

/**
 * Runs a batch's compression, turning what the libraries throw into kwire's exceptions: a missing
 * library into {@link UnsupportedCompressionException}, corrupt or inflating data into
 * {@link InvalidRecordBatchException}. Each codec's class loads on first use, so a library that is
 * never needed need not be there.
 */
final class Codecs {
    private Codecs() {
    }

    /**
     * Decompresses {@code src}, the records of the batch at {@code position}, into {@code out};
     * returns them in one buffer, which the caller owns. On failure {@code out} may hold chunks,
     * which the caller releases.
     */
    static ByteBuf decompress(Compression compression, ByteBuf src, DecompressionOutput out, int position) {
        try {
            codec(compression).decompress(src, out);
            return out.finish();
        } catch (DecompressedPastCapException e) {
            throw new InvalidRecordBatchException(position, compression.kafkaName()
                    + " records decompress to more than the cap of " + out.maxBytes() + " bytes");
        } catch (StreamCutOffException e) {
            throw new InvalidRecordBatchException(position, compression.kafkaName() + " records are cut off: "
                    + e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            throw new InvalidRecordBatchException(position, compression.kafkaName() + " records are corrupt: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), e);
        } catch (LinkageError e) {
            throw new UnsupportedCompressionException(compression, e);
        }
    }

    /** Compresses {@code src} onto {@code dst}. */
    static void compress(Compression compression, ByteBuf src, ByteBuf dst) {
        try {
            codec(compression).compress(src, dst);
        } catch (IOException e) {
            throw new IllegalStateException(compression.kafkaName() + " failed to compress", e);
        } catch (LinkageError e) {
            throw new UnsupportedCompressionException(compression, e);
        }
    }

    private static CompressionCodec codec(Compression compression) {
        switch (compression) {
            case GZIP:
                return GzipCodec.INSTANCE;
            case SNAPPY:
                return SnappyCodec.INSTANCE;
            case LZ4:
                return Lz4Codec.INSTANCE;
            case ZSTD:
                return ZstdCodec.INSTANCE;
            default:
                throw new IllegalArgumentException(compression + " is not a compression codec");
        }
    }
}
