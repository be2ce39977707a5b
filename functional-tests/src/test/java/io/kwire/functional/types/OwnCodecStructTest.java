package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.MessageCodec;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A struct class with {@code @Versions} of its own gets its own codec, named after its enclosing
 * class, which writes and reads exactly the bytes the struct takes inside the message.
 */
class OwnCodecStructTest {
    private static final MessageCodec<Outer.Inner> INNER = Outer_InnerCodec.INSTANCE;

    @Test
    void nestedStructGetsItsOwnCodec() throws NoSuchFieldException {
        assertEquals("final", Modifier.toString(Outer_InnerCodec.class.getModifiers()),
                "as visible as Outer.Inner, which only its package can name");
        assertTrue(Modifier.isPublic(Outer_InnerCodec.class.getField("INSTANCE").getModifiers()));
        assertFalse(ApiMessageCodec.class.isAssignableFrom(Outer_InnerCodec.class));
        assertEquals(0, INNER.lowestVersion());
        assertEquals(2, INNER.highestVersion());
        assertFalse(INNER.isFlexible((short) 0));
        assertTrue(INNER.isFlexible((short) 2));
    }

    @Test
    void classicVersionBytesAreTheSameAloneAndEmbedded() {
        // Inner at version 0: name only
        String inner = "0002 6b77";
        encodesAs(INNER, Outer.Inner.of("kw", 0), 0, inner);
        Outer read = encodesAs(OuterCodec.INSTANCE, outer(), 0,
                "00000001" + inner + "00000001" + "0001 78");
        assertEquals("kw", read.inner.name);
        assertEquals("x", read.more.get(0).name);
    }

    @Test
    void flexibleVersionBytesAreTheSameAloneAndEmbedded() {
        // Inner at version 1: compact name, added, its tagged fields
        String inner = "03 6b77" + "00000005" + "00";
        Outer.Inner alone = encodesAs(INNER, Outer.Inner.of("kw", 5), 1, inner);
        assertEquals(5, alone.added);
        Outer message = outer();
        message.inner.added = 5;
        message.more.get(0).added = 6;
        Outer read = encodesAs(OuterCodec.INSTANCE, message, 1,
                "00000001" + inner + "02" + "02 78 00000006 00" + "00");
        assertEquals(5, read.inner.added);
        assertEquals(6, read.more.get(0).added);
    }

    @Test
    void ownCodecHasVersionsTheMessageLacks() {
        encodesAs(INNER, Outer.Inner.of("kw", 5), 2, "03 6b77 00000005 00");
    }

    private static Outer outer() {
        Outer outer = new Outer();
        outer.id = 1;
        outer.inner = Outer.Inner.of("kw", 0);
        outer.more = new ArrayList<>(List.of(Outer.Inner.of("x", 0)));
        return outer;
    }
}
