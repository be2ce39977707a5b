package io.kwire.testkit.converter;

import java.util.ArrayList;
import java.util.List;

/** Turns the prose of Kafka's specs into Javadoc text: escaped for HTML and javac, wrapped. */
final class Javadocs {
    /** Characters of text on one Javadoc line; with the deepest indentation a line stays within 120. */
    private static final int WIDTH = 96;

    private Javadocs() {
    }

    /** {@code text} as Javadoc: HTML-escaped, no tag or comment end, wrapped, ending in a newline. */
    static String of(String text) {
        return wrap(escape(text.strip()));
    }

    /** Paragraphs as Javadoc, each after the first opened by {@code <p>}. */
    static String paragraphs(List<String> paragraphs) {
        List<String> blocks = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            blocks.add(wrap((i == 0 ? "" : "<p>") + escape(paragraphs.get(i).strip())));
        }
        return String.join("\n", blocks);
    }

    /**
     * Groups comment lines into paragraphs: an empty line ends one. Lines are joined with a space.
     */
    static List<String> paragraphsOf(List<String> lines) {
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        for (String line : lines) {
            if (line.isBlank()) {
                addParagraph(paragraphs, paragraph);
            } else {
                paragraph.append(paragraph.length() == 0 ? "" : " ").append(line.strip());
            }
        }
        addParagraph(paragraphs, paragraph);
        return paragraphs;
    }

    private static void addParagraph(List<String> paragraphs, StringBuilder paragraph) {
        if (paragraph.length() > 0) {
            paragraphs.add(paragraph.toString());
            paragraph.setLength(0);
        }
    }

    /**
     * Escapes what Javadoc or javac would read as markup: HTML's {@code & < >}, a comment's end,
     * a tag's {@code @}, a Unicode escape's backslash, and braces of inline tags.
     */
    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("*/", "*&#47;")
                .replace("@", "&#64;")
                .replace("\\", "&#92;");
    }

    private static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" +")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        return out.append(line).append('\n').toString();
    }
}
