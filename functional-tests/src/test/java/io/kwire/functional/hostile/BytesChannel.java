package io.kwire.functional.hostile;

import java.nio.ByteBuffer;
import java.nio.channels.ScatteringByteChannel;

/**
 * A channel that yields the given bytes, then nothing more (0, as a socket with no data yet does):
 * what Kafka's {@code NetworkReceive} reads from in place of a socket.
 */
final class BytesChannel implements ScatteringByteChannel {
    private final ByteBuffer source;
    private boolean open = true;

    BytesChannel(byte[] bytes) {
        this.source = ByteBuffer.wrap(bytes);
    }

    @Override
    public int read(ByteBuffer dst) {
        int n = Math.min(dst.remaining(), source.remaining());
        ByteBuffer part = source.slice();
        part.limit(n);
        dst.put(part);
        source.position(source.position() + n);
        return n;
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) {
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            total += read(dsts[i]);
        }
        return total;
    }

    @Override
    public long read(ByteBuffer[] dsts) {
        return read(dsts, 0, dsts.length);
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public void close() {
        open = false;
    }
}
