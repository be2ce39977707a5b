package io.kwire.codec.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecentStringsTest {
    @Test
    void aRecurringStringTakesItsSlotAtItsSecondReadAndIsSharedFromThen() {
        for (String name : List.of("ord-1", "orders.eu-west-1", "orders.eu-west-1.payments.v2.archive")) {
            byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
            String first = read(bytes);
            String second = read(bytes);
            assertEquals(name, first);
            assertEquals(name, second);
            assertNotSame(first, second, "a string read once takes no entry");
            assertSame(second, read(bytes));
            assertSame(second, read(bytes));
        }
    }

    @Test
    void namesReadOnceDoNotPushOutANameThatRecurs() {
        for (String name : List.of("top-1", "recurring-topic", "a.recurring.topic.of.over.thirty-two.bytes")) {
            byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
            read(bytes);
            String shared = read(bytes);
            // Eight times as many names as slots, each read once: every slot is missed many times.
            for (int i = 0; i < 8 * RecentStrings.SLOTS; i++) {
                read((name + "-once-" + i).getBytes(StandardCharsets.US_ASCII));
            }
            assertSame(shared, read(bytes), name);
        }
    }

    @Test
    void twoNamesOfOneSlotReadInTurnTakeItFromNeitherEachOtherNorANameThatRecurs() {
        // One length and the same first and last eight bytes: one slot; they differ in between.
        byte[] recurring = "orders-eu-north-h-payments".getBytes(StandardCharsets.US_ASCII);
        byte[] one = "orders-eu-west-1h-payments".getBytes(StandardCharsets.US_ASCII);
        byte[] other = "orders-eu-east-1h-payments".getBytes(StandardCharsets.US_ASCII);
        read(recurring);
        String shared = read(recurring);
        String first = null;
        for (int i = 0; i < 4; i++) {
            String read = read(one);
            assertEquals(new String(one, StandardCharsets.US_ASCII), read);
            if (first != null) {
                assertNotSame(first, read);
            }
            first = read;
            assertEquals(new String(other, StandardCharsets.US_ASCII), read(other));
        }
        assertSame(shared, read(recurring));
    }

    @Test
    void aStringDifferingInAnyOneByteIsReadAsItIs() {
        for (int length = 1; length <= RecentStrings.MAX_LENGTH; length++) {
            byte[] base = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._"
                    .substring(0, length).getBytes(StandardCharsets.US_ASCII);
            assertEquals(new String(base, StandardCharsets.US_ASCII), read(base));
            for (int i = 0; i < length; i++) {
                byte[] other = base.clone();
                other[i] = (byte) '#';
                assertEquals(new String(other, StandardCharsets.US_ASCII), read(other));
                assertEquals(new String(base, StandardCharsets.US_ASCII), read(base));
            }
        }
    }

    @Test
    void nonAsciiAndMalformedStringsAreSharedToo() {
        for (byte[] bytes : new byte[][] {"h\u00e9llo w\u00f6rld".getBytes(StandardCharsets.UTF_8),
            "\u65e5\u672c\uD83D\uDE00".getBytes(StandardCharsets.UTF_8), {(byte) 0xff, 'a'}, {(byte) 0x80},
            {'a', (byte) 0xc3}}) {
            read(bytes);
            String shared = read(bytes);
            assertEquals(new String(bytes, StandardCharsets.UTF_8), shared);
            assertSame(shared, read(bytes));
        }
    }

    @Test
    void aStringOverTheLimitIsDecodedEachTime() {
        byte[] bytes = "x".repeat(RecentStrings.MAX_LENGTH + 1).getBytes(StandardCharsets.UTF_8);
        String first = read(bytes);
        assertEquals(new String(bytes, StandardCharsets.UTF_8), first);
        String second = read(bytes);
        assertEquals(first, second);
        assertNotSame(first, second);
    }

    @Test
    void bytesThatDecodeToTheSameStringAreNotConfused() {
        // Two malformed sequences both decode to U+FFFD: each must come back as its own decoding.
        byte[] one = {(byte) 0xff};
        byte[] other = {(byte) 0xfe};
        assertEquals("\uFFFD", read(one));
        assertEquals("\uFFFD", read(other));
        assertEquals("a", read(new byte[] {'a'}));
    }

    @Test
    void theEmptyStringIsTheLiteral() {
        assertSame("", read(new byte[0]));
    }

    private static String read(byte[] bytes) {
        return RecentStrings.get(concat(bytes), 2, bytes.length);
    }

    private static byte[] concat(byte[] bytes) {
        byte[] all = new byte[bytes.length + 2];
        all[0] = 'x';
        all[1] = 'x';
        System.arraycopy(bytes, 0, all, 2, bytes.length);
        return all;
    }
}
