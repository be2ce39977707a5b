package io.kwire.examples.demo;

import io.kwire.codec.RawTaggedField;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders a message as an indented tree of its public fields, in declaration order, one line per
 * value: {@code name = "topic"}, {@code configs [2]} followed by the elements, {@code records = 120 bytes}
 * for a buffer (the demo shows record batches apart, in {@link BatchTree}). For the demo's
 * display and for comparing a message with one read back.
 */
final class FieldTree {
    private static final String INDENT = "  ";

    private FieldTree() {
    }

    /** The lines of the tree of {@code value}, headed by {@code label}. */
    static List<String> lines(String label, Object value) {
        List<String> lines = new ArrayList<>();
        append(lines, "", label, value);
        return lines;
    }

    private static void append(List<String> lines, String indent, String label, Object value) {
        if (value == null) {
            lines.add(indent + label + " = null");
        } else if (value instanceof String text) {
            lines.add(indent + label + " = \"" + text + "\"");
        } else if (value instanceof byte[] bytes) {
            lines.add(indent + label + " = 0x" + ByteBufUtil.hexDump(bytes));
        } else if (value instanceof ByteBuf bytes) {
            lines.add(indent + label + " = " + bytes.readableBytes() + " bytes");
        } else if (value instanceof RawTaggedField tagged) {
            lines.add(indent + label + " = tag " + tagged.tag() + ", 0x" + ByteBufUtil.hexDump(tagged.data()));
        } else if (value instanceof List<?> list) {
            lines.add(indent + label + " [" + list.size() + "]");
            for (int i = 0; i < list.size(); i++) {
                append(lines, indent + INDENT, "[" + i + "]", list.get(i));
            }
        } else if (value.getClass().isArray()) {
            lines.add(indent + label + " [" + Array.getLength(value) + "]");
            for (int i = 0; i < Array.getLength(value); i++) {
                append(lines, indent + INDENT, "[" + i + "]", Array.get(value, i));
            }
        } else if (value.getClass().getName().startsWith("java.")) {
            lines.add(indent + label + " = " + value);
        } else {
            lines.add(indent + label + " (" + value.getClass().getSimpleName() + ")");
            for (Field field : value.getClass().getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isPublic(modifiers) && !Modifier.isStatic(modifiers)) {
                    append(lines, indent + INDENT, field.getName(), read(field, value));
                }
            }
        }
    }

    private static Object read(Field field, Object owner) {
        try {
            return field.get(owner);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("public field " + field + " cannot be read", e);
        }
    }
}
