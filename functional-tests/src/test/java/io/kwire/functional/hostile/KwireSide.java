package io.kwire.functional.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.kafka.KwireApis;
import io.kwire.testkit.fuzz.FuzzedCodec;
import io.kwire.testkit.fuzz.ViewFuzzer;
import io.kwire.testkit.pipeline.FaultLog;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;

/**
 * kwire's reading of hostile bytes: by a generated decoder, asserting what the issue demands of a
 * refusal (a {@link MalformedMessageException} naming a field of the message and an offset within
 * the input, the reader index where it was), or by the server pipeline, asserting that it closes
 * the connection with one log line and passes nothing on. Returns the outcome as a table cell.
 */
final class KwireSide {
    /** Bytes before the input, so that the read does not start at index 0. */
    private static final byte[] BEFORE = {0x5a, 0x5a, 0x5a};
    /** The views of the subjects, held to what the view fuzz target holds them to. */
    private static final ViewFuzzer VIEWS = new ViewFuzzer(Subjects.ALL.stream()
            .<FuzzedCodec<?>>map(KwireSide::fuzzed)
            .toList());
    private static final String CLOSING = "closing Kafka connection embedded: ";

    private KwireSide() {
    }

    /**
     * What kwire's codec does with {@code input} at {@code version}; fails unless that is {@code expect}
     * and the message's view agrees ({@link #view}).
     */
    static <T> String decode(Subject<T, ?> subject, byte[] input, short version, Expect expect) {
        view(subject, input, version, expect);
        ByteBuf in = PooledByteBufAllocator.DEFAULT.heapBuffer(BEFORE.length + input.length);
        try {
            in.writeBytes(BEFORE).writeBytes(input);
            in.readerIndex(BEFORE.length);
            T read;
            try {
                read = subject.codec().read(in, version);
            } catch (MalformedMessageException e) {
                assertTrue(expect == Expect.REFUSE, () -> "kwire refused " + ByteBufUtil.hexDump(input)
                        + ", which the case expects it to accept: " + e);
                assertRefusedCleanly(subject.name(), input, in, e);
                return "refused: " + e.getMessage();
            }
            assertTrue(expect == Expect.ACCEPT, () -> "kwire accepted " + ByteBufUtil.hexDump(input)
                    + ", which the case expects it to refuse, as " + subject.kwireSummary().apply(read));
            assertEquals(BEFORE.length + input.length, in.readerIndex(), "kwire read every byte");
            return "accepted; " + subject.kwireSummary().apply(read);
        } finally {
            in.release();
        }
    }

    /**
     * The message's view over {@code input}, as {@link ViewFuzzer#check} holds a fuzz input: every
     * accessor and {@code validate()} give a value or a {@link MalformedMessageException} within the
     * input, placed in four kinds of buffer alike, as the codec reads it; and {@code validate()} refuses
     * the input or passes it as {@code expect} says.
     */
    private static void view(Subject<?, ?> subject, byte[] input, short version, Expect expect) {
        boolean validated = VIEWS.check(subject.codec(), version, input);
        assertEquals(expect == Expect.ACCEPT, validated, () -> subject.name() + "View's validate() "
                + (validated ? "passed " : "refused ") + ByteBufUtil.hexDump(input, 0, Math.min(input.length, 64)));
    }

    private static <T> FuzzedCodec<T> fuzzed(Subject<T, ?> subject) {
        return new FuzzedCodec<>(subject.name(), subject.codec(), null);
    }

    private static void assertRefusedCleanly(String message, byte[] input, ByteBuf in, MalformedMessageException e) {
        String field = e.field();
        assertTrue(field.equals(message) || field.startsWith(message + "."), () -> "names no field of " + message
                + ": " + e.getMessage());
        assertTrue(e.getMessage().startsWith(field + " at offset " + e.offset() + ": "), e::getMessage);
        assertTrue(e.offset() >= 0 && e.offset() <= input.length, () -> "offset " + e.offset() + " is outside the "
                + input.length + " bytes read: " + e.getMessage());
        assertEquals(BEFORE.length, in.readerIndex(), () -> "the reader index moved: " + e.getMessage());
    }

    /**
     * What kwire's server pipeline ({@link KafkaFrameDecoder}, {@link KafkaRequestDecoder} of the
     * examples' APIs) does with {@code stream}; fails unless that is {@code expect}, or unless a
     * refusal closed the connection with exactly one log line, or anything is left unreleased.
     */
    static String serve(byte[] stream, Expect expect) {
        List<Object> decoded = new ArrayList<>();
        boolean open;
        List<String> faults;
        ByteBuf in = PooledByteBufAllocator.DEFAULT.buffer(stream.length).writeBytes(stream);
        try (FaultLog log = new FaultLog()) {
            EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder(),
                    new KafkaRequestDecoder(KwireApis.REGISTRY));
            channel.writeInbound(in);
            for (Object message = channel.readInbound(); message != null; message = channel.readInbound()) {
                decoded.add(message);
            }
            open = channel.isOpen();
            channel.finishAndReleaseAll();
            faults = log.lines();
        }
        assertEquals(0, in.refCnt(), "the pipeline released the input");
        if (expect == Expect.ACCEPT) {
            assertTrue(open && faults.isEmpty() && decoded.size() == 1, () -> "kwire did not accept "
                    + ByteBufUtil.hexDump(stream) + ": " + faults + decoded);
            KafkaRequest<?, ?> request = (KafkaRequest<?, ?>) decoded.get(0);
            return "accepted: API " + request.apiKey() + " v" + request.apiVersion() + " request";
        }
        assertTrue(decoded.isEmpty(), () -> "kwire passed on " + decoded);
        assertTrue(!open, () -> "kwire left the connection open after " + ByteBufUtil.hexDump(stream));
        assertEquals(1, faults.size(), () -> "one log line: " + faults);
        String line = faults.get(0);
        return "connection closed: " + line.substring(line.indexOf(CLOSING) + CLOSING.length());
    }

    /** What kwire must do with a case's bytes. */
    enum Expect {
        /** Refuse it: an exception, or a closed connection. */
        REFUSE,
        /** Accept it, as Kafka's protocol says it must. */
        ACCEPT
    }
}
