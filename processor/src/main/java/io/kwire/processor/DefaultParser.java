package io.kwire.processor;

import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.Locale;

/** Parses a {@code @Default} string for a field's wire type, as Kafka's message specs write defaults. */
final class DefaultParser {
    /** Thrown with a message that completes "default "x" of field 'f' ...". */
    static final class InvalidDefault extends Exception {
        private static final long serialVersionUID = 1L;

        InvalidDefault(String message) {
            super(message);
        }
    }

    DefaultValue parse(String text, FieldType type) throws InvalidDefault {
        if (type instanceof FieldType.Number number) {
            return parseNumber(text, number.primitive());
        }
        if (text.equals("null")) {
            if (type instanceof FieldType.Uuid) {
                throw new InvalidDefault("cannot be null: UUIDs are never null on the wire");
            }
            return DefaultValue.NULL;
        }
        if (type instanceof FieldType.Text) {
            return DefaultValue.text(text);
        }
        if (type instanceof FieldType.Uuid) {
            return parseUuid(text);
        }
        throw new InvalidDefault("is not allowed: a field of this type can only default to null");
    }

    private static DefaultValue parseNumber(String text, Primitive primitive) throws InvalidDefault {
        if (primitive == Primitive.BOOL) {
            String lower = text.toLowerCase(Locale.ROOT);
            if (lower.equals("true") || lower.equals("false")) {
                return DefaultValue.literal(lower);
            }
            throw new InvalidDefault("is not a boolean: write true or false");
        }
        if (primitive == Primitive.FLOAT64) {
            try {
                double value = Double.parseDouble(text);
                if (Double.isFinite(value)) {
                    return DefaultValue.literal(Double.toString(value));
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new InvalidDefault("is not a finite float64");
        }
        BigInteger value = parseInteger(text);
        BigInteger[] range = range(primitive);
        if (value == null || value.compareTo(range[0]) < 0 || value.compareTo(range[1]) > 0) {
            throw new InvalidDefault("is not a " + primitive.wireName() + " from " + range[0] + " to " + range[1]
                    + " (decimal or 0x hex)");
        }
        return DefaultValue.literal(javaLiteral(value, primitive));
    }

    private static BigInteger parseInteger(String text) {
        try {
            boolean negative = text.startsWith("-");
            String digits = negative ? text.substring(1) : text;
            BigInteger magnitude = digits.startsWith("0x") || digits.startsWith("0X")
                    ? new BigInteger(digits.substring(2), 16) : new BigInteger(digits, 10);
            return negative ? magnitude.negate() : magnitude;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static BigInteger[] range(Primitive primitive) {
        return switch (primitive) {
            case INT8 -> bounds(Byte.MIN_VALUE, Byte.MAX_VALUE);
            case INT16 -> bounds(Short.MIN_VALUE, Short.MAX_VALUE);
            case UINT16 -> bounds(0, 65535);
            case UINT32 -> bounds(0, 4294967295L);
            case INT64, VARLONG -> bounds(Long.MIN_VALUE, Long.MAX_VALUE);
            default -> bounds(Integer.MIN_VALUE, Integer.MAX_VALUE);
        };
    }

    private static BigInteger[] bounds(long low, long high) {
        return new BigInteger[] {BigInteger.valueOf(low), BigInteger.valueOf(high)};
    }

    private static String javaLiteral(BigInteger value, Primitive primitive) {
        return switch (primitive) {
            case INT8 -> "(byte) " + value;
            case INT16 -> "(short) " + value;
            case INT64, UINT32, VARLONG -> value + "L";
            default -> value.toString();
        };
    }

    private static DefaultValue parseUuid(String text) throws InvalidDefault {
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(text);
            if (bytes.length == 16) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                return DefaultValue.uuid(buffer.getLong(), buffer.getLong());
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw new InvalidDefault("is not a UUID in Kafka's base64 form (22 characters, such as AAAAAAAAAAAAAAAAAAAAAA)");
    }
}
