package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;

/**
 * Where a compressed batch's records decompress to, at most a cap: heap buffers from the cursor's
 * allocator, filled one after another and never copied while they fill, then joined into one if
 * there are several. The first is sized by a guess from the compressed size, each next one as
 * large as all before it up to 1 MiB, and none reaches past one byte over the cap. So refusing a
 * batch that inflates past the cap allocates the cap and a byte (and zstd's smaller first tries),
 * and reading a batch of S bytes at most 2 S + 1 MiB (the chunks, then the one buffer); one buffer
 * grown by Netty's 4 MiB steps allocated 616 MiB to refuse a gzip bomb under the cap of 64 MiB,
 * and 368 MiB to read 48 MiB. Reusable: {@link #start} begins the next batch.
 */
final class DecompressionOutput {
    /** The largest chunk after the first: past twice its size, what reading a batch may allocate. */
    private static final int MAX_CHUNK = 1 << 20;
    private static final int MIN_GUESS = 256;
    /** The first chunk holds this many times the compressed bytes, which most batches stay within. */
    private static final int GUESS_RATIO = 4;

    private final ByteBufAllocator allocator;
    private final int maxBytes;
    private final ArrayList<ByteBuf> chunks = new ArrayList<>();
    private long guess;
    /** The bytes written into the chunks before the last. */
    private long filled;

    DecompressionOutput(ByteBufAllocator allocator, int maxBytes) {
        this.allocator = allocator;
        this.maxBytes = maxBytes;
    }

    /** Begins the output of records compressed in {@code compressedBytes} bytes; nothing is allocated yet. */
    void start(int compressedBytes) {
        release();
        guess = Math.max(MIN_GUESS, (long) GUESS_RATIO * compressedBytes);
    }

    /** The cap: the most bytes the records may decompress to. */
    int maxBytes() {
        return maxBytes;
    }

    /** The bytes written so far. */
    long written() {
        return chunks.isEmpty() ? 0 : filled + last().writerIndex();
    }

    /**
     * The chunk to write into at its writer index: the last while it has room, else a new one.
     * Its writable bytes never take the output more than one byte past the cap; once they have,
     * throws {@link DecompressedPastCapException}.
     */
    ByteBuf chunk() throws DecompressedPastCapException {
        if (!chunks.isEmpty() && last().isWritable()) {
            return last();
        }
        long written = written();
        long room = (long) maxBytes + 1 - written;
        if (room <= 0) {
            throw new DecompressedPastCapException();
        }
        long size = chunks.isEmpty() ? guess : Math.min(MAX_CHUNK, Math.max(guess, written));
        return add((int) Math.min(size, room));
    }

    /**
     * A new chunk of exactly {@code size} bytes, for records whose size is known, and checked
     * against the cap, before they are decompressed (snappy's).
     */
    ByteBuf sized(int size) {
        return add(size);
    }

    /**
     * Swaps the only chunk, still empty, for one twice its size and at most one byte past the cap,
     * for a codec that needs its output in one piece (zstd's one call); null when it is that large
     * already.
     */
    ByteBuf doubled() {
        int capacity = last().capacity();
        int size = (int) Math.min(2L * capacity, (long) maxBytes + 1);
        if (size <= capacity) {
            return null;
        }
        release();
        return add(size);
    }

    /** Copies {@code length} bytes of {@code src} from {@code index}, across chunks as they fill. */
    void write(ByteBuf src, int index, int length) throws DecompressedPastCapException {
        int at = index;
        int left = length;
        while (left > 0) {
            ByteBuf chunk = chunk();
            int n = Math.min(left, chunk.writableBytes());
            chunk.writeBytes(src, at, n);
            at += n;
            left -= n;
        }
    }

    /** Reads {@code in} to its end, straight into the chunks. */
    void readFrom(InputStream in) throws IOException {
        while (true) {
            ByteBuf chunk = chunk();
            if (chunk.writeBytes(in, chunk.writableBytes()) < 0) {
                return;
            }
        }
    }

    /**
     * The records in one buffer, which the caller then owns; throws {@link DecompressedPastCapException}
     * if they are more than the cap.
     */
    ByteBuf finish() throws DecompressedPastCapException {
        long written = written();
        if (written > maxBytes) {
            throw new DecompressedPastCapException();
        }
        if (chunks.size() == 1) {
            return chunks.remove(0);
        }
        ByteBuf whole = allocator.heapBuffer((int) written, (int) written);
        for (int i = 0; i < chunks.size(); i++) {
            whole.writeBytes(chunks.get(i));
        }
        release();
        return whole;
    }

    /** Releases the chunks of a batch refused or done with. */
    void release() {
        for (int i = 0; i < chunks.size(); i++) {
            chunks.get(i).release();
        }
        chunks.clear();
        filled = 0;
    }

    private ByteBuf add(int size) {
        if (!chunks.isEmpty()) {
            filled += last().writerIndex();
        }
        ByteBuf chunk = allocator.heapBuffer(size, size);
        chunks.add(chunk);
        return chunk;
    }

    private ByteBuf last() {
        return chunks.get(chunks.size() - 1);
    }
}
