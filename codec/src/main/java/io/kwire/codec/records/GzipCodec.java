package io.kwire.codec.records;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/** gzip with the JDK's {@code java.util.zip}, as Kafka writes it. */
final class GzipCodec extends StreamCodec {
    static final GzipCodec INSTANCE = new GzipCodec();
    private static final int BUFFER = 8 * 1024;

    private GzipCodec() {
    }

    @Override
    InputStream decompressing(InputStream in) throws IOException {
        return new GZIPInputStream(in, BUFFER);
    }

    @Override
    OutputStream compressing(OutputStream out) throws IOException {
        return new GZIPOutputStream(out, BUFFER);
    }
}
