package io.kwire.functional.badinput;

import io.kwire.functional.badinput.LengthFields.Kind;
import io.kwire.functional.badinput.LengthFields.LengthField;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A bad value for one length field, spliced into a valid encoding in place of the field's own
 * bytes, in the field's own wire form (int32, int16 or uvarint).
 *
 * @param description what the value is, for failure messages
 * @param bytes the whole corrupted encoding
 * @param judgedByPrefix whether the length alone is invalid (null where not nullable, negative),
 *     so the reader must blame the field itself
 */
record Corruption(String description, byte[] bytes, boolean judgedByPrefix) {
    /** Six bytes of uvarint: one more than a 32-bit varint may have. */
    private static final byte[] OVERLONG_UVARINT = {(byte) 0x81, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0};

    /**
     * The bad values for {@code field} in {@code encoding}: null where the field is not nullable,
     * negative values, the extremes, 2^31-2, and one more than the bytes that follow the field;
     * for uvarints also one byte too many.
     */
    static List<Corruption> of(LengthField field, byte[] encoding) {
        int remaining = encoding.length - field.start() - field.width();
        List<Corruption> out = new ArrayList<>();
        boolean measuresContent = field.kind() == Kind.ARRAY || field.kind() == Kind.STRING;
        if (field.width() == Integer.BYTES || field.width() == Short.BYTES) {
            if (!field.nullable()) {
                out.add(fixed(field, encoding, "null (-1)", -1, true));
            }
            out.add(fixed(field, encoding, "-2", -2, true));
            boolean int32 = field.width() == Integer.BYTES;
            out.add(fixed(field, encoding, "the minimum", int32 ? Integer.MIN_VALUE : Short.MIN_VALUE, true));
            out.add(fixed(field, encoding, "the maximum", int32 ? Integer.MAX_VALUE : Short.MAX_VALUE, false));
            if (int32) {
                out.add(fixed(field, encoding, "2^31-2", Integer.MAX_VALUE - 1, false));
            }
            out.add(fixed(field, encoding, "remaining+1 = " + (remaining + 1), remaining + 1, false));
            return out;
        }
        // A compact length is stored plus one, 0 meaning null; a tagged-field count or size is stored as is.
        int plus = measuresContent ? 1 : 0;
        if (measuresContent && !field.nullable()) {
            out.add(uvarint(field, encoding, "null (uvarint 0)", 0, true));
        }
        out.add(uvarint(field, encoding, "uvarint 0xffffffff, negative as an int32", 0xffffffff, true));
        out.add(uvarint(field, encoding, "uvarint 0x80000000", 0x80000000, false));
        out.add(uvarint(field, encoding, "uvarint 0x7fffffff (2^31-2 for a compact length)", Integer.MAX_VALUE, false));
        out.add(uvarint(field, encoding, "remaining+1 = " + (remaining + 1), remaining + 1 + plus, false));
        out.add(new Corruption("a six-byte uvarint", splice(encoding, field, OVERLONG_UVARINT), true));
        return out;
    }

    private static Corruption fixed(LengthField field, byte[] encoding, String description, int value,
            boolean judgedByPrefix) {
        byte[] bytes = new byte[field.width()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (value >>> (8 * (bytes.length - 1 - i)));
        }
        return new Corruption(description, splice(encoding, field, bytes), judgedByPrefix);
    }

    private static Corruption uvarint(LengthField field, byte[] encoding, String description, int value,
            boolean judgedByPrefix) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int rest = value;
        while ((rest & ~0x7f) != 0) {
            bytes.write((rest & 0x7f) | 0x80);
            rest >>>= 7;
        }
        bytes.write(rest);
        return new Corruption(description, splice(encoding, field, bytes.toByteArray()), judgedByPrefix);
    }

    private static byte[] splice(byte[] encoding, LengthField field, byte[] replacement) {
        int after = field.start() + field.width();
        byte[] out = new byte[encoding.length - field.width() + replacement.length];
        System.arraycopy(encoding, 0, out, 0, field.start());
        System.arraycopy(replacement, 0, out, field.start(), replacement.length);
        System.arraycopy(encoding, after, out, field.start() + replacement.length, encoding.length - after);
        return out;
    }
}
