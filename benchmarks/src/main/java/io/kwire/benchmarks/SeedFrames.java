package io.kwire.benchmarks;

import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The message bodies of {@code seed-frames.txt}, a copy of {@code shared/vectors/seed-frames.txt}:
 * whole frames, from which the size prefix and the header are cut off here.
 */
final class SeedFrames {
    private static final String RESOURCE = "seed-frames.txt";

    private SeedFrames() {
    }

    /** The bytes of {@code message}'s body (e.g. {@code "CreateTopicsRequest"}) at {@code version}. */
    static byte[] body(String message, short version) {
        for (String line : lines()) {
            String[] columns = line.trim().split("\\s+");
            if (columns[0].equals(message) && Short.parseShort(columns[1]) == version) {
                return bodyOf(ByteBufUtil.decodeHexDump(columns[4]), columns[2]);
            }
        }
        throw new IllegalArgumentException(RESOURCE + " has no frame of " + message + " v" + version);
    }

    private static byte[] bodyOf(byte[] frame, String header) {
        ByteBuf in = Unpooled.wrappedBuffer(frame);
        int size = in.readInt();
        if (size != in.readableBytes()) {
            throw new IllegalStateException("a seed frame's size prefix says " + size + " but "
                    + in.readableBytes() + " bytes follow");
        }
        switch (header) {
            case "req-v2" -> RequestHeaderCodec.INSTANCE.read(in, (short) 2);
            case "resp-v1" -> ResponseHeaderCodec.INSTANCE.read(in, (short) 1);
            default -> throw new IllegalArgumentException("unknown header " + header + " in " + RESOURCE);
        }
        return Arrays.copyOfRange(frame, in.readerIndex(), frame.length);
    }

    private static String[] lines() {
        try (InputStream in = SeedFrames.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .toArray(String[]::new);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
