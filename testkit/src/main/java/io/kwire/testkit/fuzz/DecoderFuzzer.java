package io.kwire.testkit.fuzz;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.testkit.oracle.KafkaBridge;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import org.apache.kafka.common.protocol.Message;

/**
 * One fuzz target for many generated decoders: the first byte of an input chooses the codec (its
 * index, modulo the number of codecs), the second the version (counted from the codec's lowest,
 * modulo the number of versions), and the rest is the body handed to {@code read}. So one
 * coverage-guided run explores every decoder, and a seed made by {@link #input} for one codec
 * teaches the fuzzer bytes that the others may use too.
 *
 * <p>{@link #check} fails with an {@link AssertionError} naming the codec, the version and the body
 * when one of these breaks:
 * <ul>
 *   <li>{@code read} returns a message or throws {@link MalformedMessageException}, naming a field
 *       and an offset within the body, and nothing else; on failure the reader index is where it
 *       was and no reference to the input is kept. Either way it allocates at most
 *       {@value #ALLOCATION_PER_BYTE} bytes per byte of the body, plus 1 MiB.
 *   <li>Whatever {@code read} accepts, {@code size} and {@code write} take without an exception,
 *       {@code write} writing exactly {@code size} bytes, the same when written twice (it leaves
 *       the message unchanged); {@code read} takes those bytes again, using all of them, and
 *       writing what it read gives the same bytes: one round trip reaches kwire's canonical
 *       encoding, a fixed point.
 *   <li>Where Kafka's generated class exists and reads the bytes kwire's read used, the values are
 *       the same: Kafka writes kwire's reading (converted) and its own to the same bytes.
 *   <li>Where those bytes are canonical, kwire writes them back exactly. An input is canonical
 *       when Kafka 4.4.0's generated class reads it, using every byte, and writes back the same
 *       bytes: no default-valued tagged field, no over-long varint, no unsorted unknown tags. For
 *       codecs without a Kafka class only the fixed point above is checked.
 *   <li>Once the message's buffers are released ({@link MessageCodec#releaseBuffers}), the input
 *       buffer's reference count is back to one: {@code ByteBuf} fields are retained slices that
 *       the message's holder releases, nothing more.
 * </ul>
 *
 * <p>Inputs that kwire and Kafka judge differently are tallied, not failed: kwire is deliberately
 * stricter ({@link #report}).
 */
public final class DecoderFuzzer {
    /** The codec byte and the version byte. */
    private static final int SELECTOR_BYTES = 2;
    /** As many codecs as one byte chooses among. */
    private static final int MAX_CODECS = 256;
    /** Bytes before the body in the buffer read, so that a decoder assuming index 0 is caught. */
    private static final byte[] PREFIX = {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC};
    private static final int DESCRIBED_BYTES = 256;
    /**
     * The most heap a {@code read} may allocate for each byte of its input, and on top of that: far
     * above any decoder's needs (a struct read from a few bytes, a string's chars), far below what a
     * collection or buffer sized by an untrusted length allocates from a few bytes.
     */
    private static final long ALLOCATION_PER_BYTE = 1024;
    private static final long ALLOCATION_ALLOWANCE = 1 << 20;

    private final List<FuzzedCodec<?>> codecs;
    private final AcceptanceDifferences differences = new AcceptanceDifferences();
    private final LongAdder checked = new LongAdder();
    private final LongAdder read = new LongAdder();
    private final LongAdder readByKafka = new LongAdder();
    private final LongAdder canonical = new LongAdder();

    /** A target for {@code codecs}, at most 256 of them, in an order that seeds and findings depend on. */
    public DecoderFuzzer(List<FuzzedCodec<?>> codecs) {
        if (codecs.isEmpty() || codecs.size() > MAX_CODECS) {
            throw new IllegalArgumentException("one byte chooses among 1 to 256 codecs, not " + codecs.size());
        }
        this.codecs = List.copyOf(codecs);
    }

    /** The codecs, in the order the first byte of an input counts them. */
    public List<FuzzedCodec<?>> codecs() {
        return codecs;
    }

    /** The fuzz input that has {@code codec}, one of this target's, read {@code body} at {@code version}. */
    public byte[] input(MessageCodec<?> codec, short version, byte[] body) {
        for (int index = 0; index < codecs.size(); index++) {
            if (codecs.get(index).codec() == codec) {
                if (version < codec.lowestVersion() || version > codec.highestVersion()) {
                    throw new IllegalArgumentException(codecs.get(index) + " has no version " + version);
                }
                byte[] input = new byte[SELECTOR_BYTES + body.length];
                input[0] = (byte) index;
                input[1] = (byte) (version - codec.lowestVersion());
                System.arraycopy(body, 0, input, SELECTOR_BYTES, body.length);
                return input;
            }
        }
        throw new IllegalArgumentException(codec + " is not one of the fuzzed codecs");
    }

    /** {@code message} as {@code codec} writes it at {@code version}: a seed's body. */
    public static <T> byte[] encode(MessageCodec<T> codec, T message, short version) {
        ByteBuf out = Unpooled.buffer(codec.size(message, version));
        try {
            codec.write(message, out, version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** Runs one fuzz input; inputs too short to choose a codec and a version pass. */
    public void check(byte[] input) {
        if (input.length < SELECTOR_BYTES) {
            return;
        }
        checked.increment();
        FuzzedCodec<?> target = codecs.get(Byte.toUnsignedInt(input[0]) % codecs.size());
        short version = (short) (target.codec().lowestVersion() + Byte.toUnsignedInt(input[1]) % target.versionCount());
        check(target, version, Arrays.copyOfRange(input, SELECTOR_BYTES, input.length));
    }

    /**
     * What the run exercised: how many inputs were checked, how many kwire read, and of those how
     * many Kafka's class read too and how many were canonical; then the inputs that kwire and Kafka
     * judged differently (kwire is stricter by design), one line per message and way, with a count
     * and the first body.
     */
    public String report() {
        String statistics = checked.sum() + " inputs checked: kwire read " + read.sum() + ", Kafka's class read "
                + readByKafka.sum() + " of those, " + canonical.sum() + " canonical";
        String summary = differences.summary();
        return summary.isEmpty() ? statistics
                : statistics + "\nInputs kwire and Kafka 4.4.0 judged differently:\n" + summary;
    }

    private <T> void check(FuzzedCodec<T> target, short version, byte[] body) {
        ByteBuf in = Unpooled.wrappedBuffer(concat(PREFIX, body)).readerIndex(PREFIX.length);
        try {
            T message;
            long allocatedBefore = ThreadAllocations.soFar();
            try {
                message = target.codec().read(in, version);
            } catch (MalformedMessageException e) {
                checkAllocation(target, version, body, ThreadAllocations.soFar() - allocatedBefore);
                refused(target, version, body, in, e);
                return;
            } catch (RuntimeException | Error e) {
                throw failure(target, version, body, "read threw " + e + " instead of MalformedMessageException", e);
            }
            checkAllocation(target, version, body, ThreadAllocations.soFar() - allocatedBefore);
            read.increment();
            byte[] used = Arrays.copyOfRange(body, 0, in.readerIndex() - PREFIX.length);
            try {
                roundTrip(target, version, body, message, used);
            } finally {
                target.codec().releaseBuffers(message);
            }
            if (in.refCnt() != 1) {
                throw failure(target, version, body, "after releaseBuffers the input's reference count is "
                        + in.refCnt() + ", not 1: the message kept a reference it does not release", null);
            }
        } finally {
            if (in.refCnt() > 0) {
                in.release(in.refCnt());
            }
        }
    }

    /**
     * Fails if a read of {@code body} allocated too much, unless a second read, after the first
     * loaded and initialized what it needed, allocates within bounds.
     */
    private static <T> void checkAllocation(FuzzedCodec<T> target, short version, byte[] body, long allocated) {
        long limit = ALLOCATION_ALLOWANCE + ALLOCATION_PER_BYTE * body.length;
        if (allocated <= limit) {
            return;
        }
        ByteBuf again = Unpooled.wrappedBuffer(body);
        long before = ThreadAllocations.soFar();
        try {
            target.codec().releaseBuffers(target.codec().read(again, version));
        } catch (MalformedMessageException e) {
            // Refused again, as the first time: what it allocated is what counts.
        } finally {
            allocated = ThreadAllocations.soFar() - before;
            again.release();
        }
        if (allocated > limit) {
            throw failure(target, version, body, "read allocated " + allocated + " bytes for a body of " + body.length
                    + ": sized by an untrusted length?", null);
        }
    }

    private <T> void refused(FuzzedCodec<T> target, short version, byte[] body, ByteBuf in,
            MalformedMessageException e) {
        if (in.readerIndex() != PREFIX.length) {
            throw failure(target, version, body, "read refused the input but moved the reader index by "
                    + (in.readerIndex() - PREFIX.length), e);
        }
        if (in.refCnt() != 1) {
            throw failure(target, version, body, "read refused the input but left its reference count at "
                    + in.refCnt() + ", not 1", e);
        }
        if (e.field() == null || e.field().isEmpty() || e.offset() < 0 || e.offset() > body.length) {
            throw failure(target, version, body, "the exception does not name a field and an offset within the "
                    + body.length + " bytes: " + e.getMessage(), e);
        }
        if (target.kafkaClass() != null && KafkaReading.read(target.kafkaClass(), body, version) != null) {
            differences.add(target + " v" + version + ": kwire refuses, Kafka reads", body, e.getMessage());
        }
    }

    private <T> void roundTrip(FuzzedCodec<T> target, short version, byte[] body, T message, byte[] used) {
        byte[] written = write(target, version, body, message, "the message read");
        if (!Arrays.equals(written, write(target, version, body, message, "the message read, again"))) {
            throw failure(target, version, body, "writing the message read twice gave different bytes: "
                    + "write changed the message", null);
        }
        T again = readAll(target, version, body, written);
        try {
            byte[] rewritten = write(target, version, body, again, "the message read from kwire's own bytes");
            if (!Arrays.equals(written, rewritten)) {
                throw failure(target, version, body, "not a fixed point: kwire wrote " + hex(written)
                        + ", read that and wrote " + hex(rewritten), null);
            }
        } finally {
            target.codec().releaseBuffers(again);
        }
        if (target.kafkaClass() != null) {
            kafkaAgrees(target, version, body, message, used, written);
        }
    }

    private <T> void kafkaAgrees(FuzzedCodec<T> target, short version, byte[] body, T message, byte[] used,
            byte[] written) {
        Message kafka = KafkaReading.read(target.kafkaClass(), used, version);
        if (kafka == null) {
            differences.add(target + " v" + version + ": kwire reads, Kafka refuses", used, null);
            return;
        }
        readByKafka.increment();
        byte[] kafkaWritten = KafkaReading.write(kafka, version);
        if (kafkaWritten == null) {
            differences.add(target + " v" + version + ": Kafka reads but cannot write back", used, null);
            return;
        }
        if (Arrays.equals(kafkaWritten, used)) {
            canonical.increment();
        }
        if (Arrays.equals(kafkaWritten, used) && !Arrays.equals(written, used)) {
            throw failure(target, version, body, "the input is canonical (Kafka reads " + used.length
                    + " bytes and writes them back) but kwire writes " + hex(written), null);
        }
        byte[] kwireAsKafka = KafkaReading.write((Message) KafkaBridge.toKafka(message), version);
        if (!Arrays.equals(kafkaWritten, kwireAsKafka)) {
            throw failure(target, version, body, "kwire and Kafka read different values: Kafka writes its reading as "
                    + hex(kafkaWritten) + " and kwire's as " + (kwireAsKafka == null ? "nothing" : hex(kwireAsKafka)),
                    null);
        }
    }

    /** {@code message} written by the codec, checking that it writes exactly {@code size()} bytes. */
    private <T> byte[] write(FuzzedCodec<T> target, short version, byte[] body, T message, String what) {
        int size;
        ByteBuf out;
        try {
            size = target.codec().size(message, version);
            // A buffer that cannot grow: writing past size() throws.
            out = Unpooled.wrappedBuffer(new byte[PREFIX.length + size]).writerIndex(PREFIX.length);
            target.codec().write(message, out, version);
        } catch (RuntimeException | Error e) {
            throw failure(target, version, body, "size or write of " + what + " threw " + e, e);
        }
        if (out.writerIndex() - PREFIX.length != size) {
            throw failure(target, version, body, "write of " + what + " wrote " + (out.writerIndex() - PREFIX.length)
                    + " bytes, size() said " + size, null);
        }
        return Arrays.copyOfRange(out.array(), PREFIX.length, PREFIX.length + size);
    }

    /** kwire's reading of its own bytes, which must succeed and use every byte. */
    private <T> T readAll(FuzzedCodec<T> target, short version, byte[] body, byte[] written) {
        ByteBuf in = Unpooled.wrappedBuffer(written);
        T again;
        try {
            again = target.codec().read(in, version);
        } catch (RuntimeException | Error e) {
            throw failure(target, version, body, "read refused kwire's own bytes " + hex(written) + ": " + e, e);
        }
        if (in.isReadable()) {
            target.codec().releaseBuffers(again);
            throw failure(target, version, body, "read of kwire's own bytes " + hex(written) + " left "
                    + in.readableBytes() + " unread", null);
        }
        return again;
    }

    private static AssertionError failure(FuzzedCodec<?> target, short version, byte[] body, String problem,
            Throwable cause) {
        return new AssertionError(target + " v" + version + ", body " + hex(body) + ": " + problem, cause);
    }

    private static String hex(byte[] bytes) {
        String hex = ByteBufUtil.hexDump(bytes, 0, Math.min(bytes.length, DESCRIBED_BYTES));
        return bytes.length > DESCRIBED_BYTES ? hex + "... (" + bytes.length + " bytes)" : hex;
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
