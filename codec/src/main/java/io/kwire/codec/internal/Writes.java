package io.kwire.codec.internal;

import java.nio.ByteBuffer;
import java.util.UUID;

/** Writes of wire types that {@link ByteBuffer} has no single method for. For generated code only. */
public final class Writes {
    private Writes() {
    }

    /** Writes a non-null uuid: 16 bytes, the most significant long first. */
    public static void uuid(ByteBuffer out, UUID value) {
        out.putLong(value.getMostSignificantBits());
        out.putLong(value.getLeastSignificantBits());
    }

    /** Writes a boolean: one byte, 1 for true. */
    public static void bool(ByteBuffer out, boolean value) {
        out.put(value ? (byte) 1 : (byte) 0);
    }

    /** Writes a uint16 (checked to be in range): its low 16 bits. */
    public static void uint16(ByteBuffer out, int value) {
        out.putShort((short) value);
    }

    /** Writes a uint32 (checked to be in range): its low 32 bits. */
    public static void uint32(ByteBuffer out, long value) {
        out.putInt((int) value);
    }
}
