package io.kwire.codec.internal;

import io.netty.buffer.ByteBuf;
import java.util.UUID;

/** Writes of wire types that Netty's {@link ByteBuf} has no single method for. For generated code only. */
public final class Writes {
    private Writes() {
    }

    /** Writes a non-null uuid: 16 bytes, the most significant long first. */
    public static void uuid(ByteBuf out, UUID value) {
        out.writeLong(value.getMostSignificantBits());
        out.writeLong(value.getLeastSignificantBits());
    }
}
