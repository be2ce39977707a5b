package io.kwire.codec.wire;

import io.netty.util.internal.PlatformDependent;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A string's own bytes where the JVM keeps it in Latin-1, one byte a char: JDK 9+ compact strings
 * store every string of chars up to U+00FF so, which covers nearly every name Kafka carries. Reading
 * those bytes in place lets a string be measured a word at a time and written with one copy, where
 * {@code charAt} costs a call and a branch per char and Java 17 has no other allocation-free way
 * to see a string's bytes.
 *
 * <p>The bytes are read through Netty's {@code Unsafe} access, located once from {@code String}'s
 * private field. Off, and every string is measured from its chars ({@link Utf8Lengths}), where
 * Netty does not use {@code Unsafe} (Java 25+, where Netty turns it off; {@code -Dio.netty.noUnsafe=true};
 * a JVM without it), where the field is not there or not what compact strings make it, or with
 * {@code -XX:-CompactStrings}.
 */
final class CompactStrings {
    /** The offset of {@code String.value}, or -1 where its bytes are not read in place. */
    private static final long VALUE_OFFSET = valueOffset();

    private CompactStrings() {
    }

    /**
     * {@code value}'s Latin-1 bytes, the string's own array, which must never be written; null if
     * the JVM keeps it in UTF-16 or its bytes are not read in place here.
     */
    static byte[] latin1(String value) {
        if (VALUE_OFFSET < 0) {
            return null;
        }
        byte[] bytes = (byte[]) PlatformDependent.getObject(value, VALUE_OFFSET);
        // UTF-16 takes two bytes a char, so the lengths agree only for Latin-1 (and the empty string).
        return bytes.length == value.length() ? bytes : null;
    }

    private static long valueOffset() {
        if (!PlatformDependent.hasUnsafe()) {
            return -1;
        }
        try {
            Field value = String.class.getDeclaredField("value");
            if (value.getType() != byte[].class) {
                return -1;
            }
            long offset = PlatformDependent.objectFieldOffset(value);
            return readsAsLatin1(offset, "kwire-\u00e9") ? offset : -1;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return -1;
        }
    }

    /** Whether the field at {@code offset} of a Latin-1 {@code probe} holds exactly its Latin-1 bytes. */
    private static boolean readsAsLatin1(long offset, String probe) {
        Object bytes = PlatformDependent.getObject(probe, offset);
        return bytes instanceof byte[] && Arrays.equals((byte[]) bytes, probe.getBytes(StandardCharsets.ISO_8859_1));
    }
}
