package io.kwire.functional.hostile;

import java.util.List;
import java.util.stream.Collectors;

/** Short, deterministic phrases for what a decoder did: the table's cells. */
final class Phrases {
    private static final int MAX_MESSAGE_CHARS = 150;
    /** Where RequestContext's message goes on to name the connection, listener and principal. */
    private static final String CONNECTION_DETAILS = ", connectionId:";
    private static final int LISTED_TAGS = 4;

    private Phrases() {
    }

    /** The exception's simple class name and message, then its cause's, each trimmed. */
    static String thrown(Throwable e) {
        StringBuilder text = new StringBuilder(e.getClass().getSimpleName());
        String message = e.getMessage();
        if (message != null) {
            text.append(": ").append(trim(message));
        }
        Throwable cause = e.getCause();
        if (cause != null && cause != e) {
            text.append("; cause ").append(thrown(cause));
        }
        return text.toString();
    }

    /** {@code "; n bytes left unread"}, or nothing when none is left. */
    static String leftUnread(int remaining) {
        return remaining == 0 ? "" : "; " + remaining + (remaining == 1 ? " byte" : " bytes") + " left unread";
    }

    /** {@code value} in quotes, with anything outside printable ASCII as a Java escape. */
    static String quoted(String value) {
        if (value == null) {
            return "null";
        }
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                out.append(c);
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.append('"').toString();
    }

    /** The tags in order, or only how many when there are many. */
    static String tags(List<Integer> tags) {
        if (tags.size() > LISTED_TAGS) {
            return tags.size() + " unknown tagged fields";
        }
        return "unknown tags " + tags.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
    }

    /** {@code text} as one Markdown table cell. */
    static String cell(String text) {
        return text.replace("|", "\\|");
    }

    private static String trim(String message) {
        String line = message.lines().findFirst().orElse("");
        int details = line.indexOf(CONNECTION_DETAILS);
        if (details >= 0) {
            line = line.substring(0, details);
        }
        return line.length() <= MAX_MESSAGE_CHARS ? line : line.substring(0, MAX_MESSAGE_CHARS) + "...";
    }
}
