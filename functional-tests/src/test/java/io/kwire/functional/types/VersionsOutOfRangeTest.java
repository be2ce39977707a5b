package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.BEFORE;
import static io.kwire.functional.types.Wire.hex;
import static io.kwire.functional.types.Wire.input;
import static io.kwire.functional.types.Wire.refusesToWrite;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.UnsupportedVersionException;
import io.netty.buffer.ByteBuf;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A codec refuses every version outside its message's, for reading and for writing. */
class VersionsOutOfRangeTest {
    private static final ClippedCodec CODEC = ClippedCodec.INSTANCE;

    @Test
    void readOfEveryVersionOutsideTheRangeIsRefused() {
        // a valid version 2 message, so that only the version can be wrong
        ByteBuf in = input(hex("00000001 00000002 0001 6d ffff"));
        try {
            int refused = 0;
            for (int version = Short.MIN_VALUE; version <= Short.MAX_VALUE; version++) {
                if (version >= 2 && version <= 5) {
                    continue;
                }
                short v = (short) version;
                try {
                    Clipped read = CODEC.read(in, v);
                    fail("version " + v + " was read: " + read);
                } catch (UnsupportedVersionException e) {
                    assertEquals(BEFORE.length, in.readerIndex(), "reader index after version " + v);
                    refused++;
                }
            }
            assertEquals(65536 - 4, refused);
            UnsupportedVersionException one = assertThrows(UnsupportedVersionException.class,
                    () -> CODEC.read(in, (short) 6));
            assertTrue(one.getMessage().contains("Clipped"), one.getMessage());
            assertTrue(one.getMessage().contains("6"), one.getMessage());
        } finally {
            in.release();
        }
    }

    @ParameterizedTest(name = "version {0}")
    @ValueSource(ints = {Short.MIN_VALUE, -1, 0, 1, 6, Short.MAX_VALUE})
    void writeAndSizeOfVersionOutsideTheRangeAreRefused(int version) {
        UnsupportedVersionException refused = refusesToWrite(CODEC, new Clipped(), version,
                UnsupportedVersionException.class);
        assertTrue(refused.getMessage().contains("Clipped"), refused.getMessage());
        assertTrue(refused.getMessage().contains(Integer.toString(version)), refused.getMessage());
    }
}
