package io.kwire.codec.records;

import com.github.luben.zstd.RecyclingBufferPool;
import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** Zstandard with zstd-jni, at Kafka's default level 3, its stream buffers recycled as Kafka's are. */
final class ZstdCodec extends StreamCodec {
    static final ZstdCodec INSTANCE = new ZstdCodec();
    private static final int KAFKA_DEFAULT_LEVEL = 3;

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
}
