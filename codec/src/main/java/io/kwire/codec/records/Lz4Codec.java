package io.kwire.codec.records;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import net.jpountz.lz4.LZ4Compressor;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.lz4.LZ4FrameInputStream;
import net.jpountz.lz4.LZ4FrameOutputStream;
import net.jpountz.xxhash.XXHashFactory;

/**
 * LZ4 in the LZ4 frame format, with lz4-java: 64 KiB independent blocks and no checksums, the
 * frame Kafka writes, compressed at Kafka's default level 9.
 */
final class Lz4Codec extends StreamCodec {
    static final Lz4Codec INSTANCE = new Lz4Codec();
    private static final int KAFKA_DEFAULT_LEVEL = 9;

    private final LZ4Compressor compressor = LZ4Factory.fastestInstance().highCompressor(KAFKA_DEFAULT_LEVEL);

    private Lz4Codec() {
    }

    @Override
    InputStream decompressing(InputStream in) throws IOException {
        return new LZ4FrameInputStream(in);
    }

    @Override
    OutputStream compressing(OutputStream out) throws IOException {
        return new LZ4FrameOutputStream(out, LZ4FrameOutputStream.BLOCKSIZE.SIZE_64KB, -1L, compressor,
                XXHashFactory.fastestInstance().hash32(), LZ4FrameOutputStream.FLG.Bits.BLOCK_INDEPENDENCE);
    }
}
