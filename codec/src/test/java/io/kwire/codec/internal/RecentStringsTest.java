package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class RecentStringsTest {
    /** A heap buffer, and a direct one (no array: the other path), holding {@code bytes} after two bytes of 'x'. */
    private static final Function<byte[], ByteBuf> HEAP = bytes -> Unpooled.wrappedBuffer(concat(bytes));
    private static final Function<byte[], ByteBuf> DIRECT = bytes -> {
        byte[] all = concat(bytes);
        return Unpooled.wrappedBuffer(ByteBuffer.allocateDirect(all.length).put(all).flip());
    };

    @Test
    void aRecurringStringTakesItsSlotAtItsSecondReadAndIsSharedFromThen() {
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            for (String name : List.of("ord-" + kind(buffers), "orders.eu-west-1." + kind(buffers),
                    "orders.eu-west-1.payments.v2.archive." + kind(buffers))) {
                byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
                String first = read(buffers, bytes);
                String second = read(buffers, bytes);
                assertEquals(name, first);
                assertEquals(name, second);
                assertNotSame(first, second, "a string read once takes no entry");
                assertSame(second, read(buffers, bytes));
                assertSame(second, read(buffers, bytes));
            }
        }
    }

    @Test
    void namesReadOnceDoNotPushOutANameThatRecurs() {
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            for (String name : List.of("top-" + kind(buffers), "recurring-topic-" + kind(buffers),
                    "a.recurring.topic.of.over.thirty-two.bytes-" + kind(buffers))) {
                byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
                read(buffers, bytes);
                String shared = read(buffers, bytes);
                // Eight times as many names as slots, each read once: every slot is missed many times.
                for (int i = 0; i < 8 * RecentStrings.SLOTS; i++) {
                    read(buffers, (name + "-once-" + i).getBytes(StandardCharsets.US_ASCII));
                }
                assertSame(shared, read(buffers, bytes), name);
            }
        }
    }

    @Test
    void twoNamesOfOneSlotReadInTurnTakeItFromNeitherEachOtherNorANameThatRecurs() {
        // One length and the same first and last eight bytes: one slot; they differ in between.
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            byte[] recurring = ("orders-eu-north-" + kind(buffers) + "-payments").getBytes(StandardCharsets.US_ASCII);
            byte[] one = ("orders-eu-west-1" + kind(buffers) + "-payments").getBytes(StandardCharsets.US_ASCII);
            byte[] other = ("orders-eu-east-1" + kind(buffers) + "-payments").getBytes(StandardCharsets.US_ASCII);
            read(buffers, recurring);
            String shared = read(buffers, recurring);
            String first = null;
            for (int i = 0; i < 4; i++) {
                String read = read(buffers, one);
                assertEquals(new String(one, StandardCharsets.US_ASCII), read);
                if (first != null) {
                    assertNotSame(first, read);
                }
                first = read;
                assertEquals(new String(other, StandardCharsets.US_ASCII), read(buffers, other));
            }
            assertSame(shared, read(buffers, recurring));
        }
    }

    @Test
    void aStringDifferingInAnyOneByteIsReadAsItIs() {
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            for (int length = 1; length <= RecentStrings.MAX_LENGTH; length++) {
                byte[] base = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._"
                        .substring(0, length).getBytes(StandardCharsets.US_ASCII);
                assertEquals(new String(base, StandardCharsets.US_ASCII), read(buffers, base));
                for (int i = 0; i < length; i++) {
                    byte[] other = base.clone();
                    other[i] = (byte) '#';
                    assertEquals(new String(other, StandardCharsets.US_ASCII), read(buffers, other));
                    assertEquals(new String(base, StandardCharsets.US_ASCII), read(buffers, base));
                }
            }
        }
    }

    @Test
    void nonAsciiAndMalformedStringsAreSharedToo() {
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            for (byte[] bytes : new byte[][] {"h\u00e9llo w\u00f6rld".getBytes(StandardCharsets.UTF_8),
                "\u65e5\u672c\uD83D\uDE00".getBytes(StandardCharsets.UTF_8), {(byte) 0xff, 'a'}, {(byte) 0x80},
                {'a', (byte) 0xc3}}) {
                read(buffers, bytes);
                String shared = read(buffers, bytes);
                assertEquals(new String(bytes, StandardCharsets.UTF_8), shared);
                assertSame(shared, read(buffers, bytes));
            }
        }
    }

    @Test
    void aStringOverTheLimitIsDecodedEachTime() {
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            byte[] bytes = "x".repeat(RecentStrings.MAX_LENGTH + 1).getBytes(StandardCharsets.UTF_8);
            String first = read(buffers, bytes);
            assertEquals(new String(bytes, StandardCharsets.UTF_8), first);
            String second = read(buffers, bytes);
            assertEquals(first, second);
            assertNotSame(first, second);
        }
    }

    @Test
    void bytesThatDecodeToTheSameStringAreNotConfused() {
        // Two malformed sequences both decode to U+FFFD: each must come back as its own decoding.
        for (Function<byte[], ByteBuf> buffers : List.of(HEAP, DIRECT)) {
            byte[] one = {(byte) 0xff};
            byte[] other = {(byte) 0xfe};
            assertEquals("\uFFFD", read(buffers, one));
            assertEquals("\uFFFD", read(buffers, other));
            assertEquals("a", read(buffers, new byte[] {'a'}));
        }
    }

    @Test
    void theEmptyStringIsTheLiteral() {
        assertSame("", read(HEAP, new byte[0]));
    }

    /** Tells the two kinds of buffer apart in names, so each kind's strings are new to the table. */
    private static String kind(Function<byte[], ByteBuf> buffers) {
        return buffers == HEAP ? "h" : "d";
    }

    private static String read(Function<byte[], ByteBuf> buffers, byte[] bytes) {
        ByteBuf in = buffers.apply(bytes);
        try {
            return RecentStrings.get(in, 2, bytes.length);
        } finally {
            in.release();
        }
    }

    private static byte[] concat(byte[] bytes) {
        byte[] all = new byte[bytes.length + 2];
        all[0] = 'x';
        all[1] = 'x';
        System.arraycopy(bytes, 0, all, 2, bytes.length);
        return all;
    }
}
