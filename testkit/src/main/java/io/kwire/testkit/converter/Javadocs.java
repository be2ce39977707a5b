package io.kwire.testkit.converter;

import java.util.ArrayList;
import java.util.List;

/** Turns the prose of Kafka's specs into Javadoc text: escaped for HTML and javac, wrapped. */
final class Javadocs {
    /** Characters of text on one Javadoc line; with the deepest indentation a line stays within 120. */
    private static final int WIDTH = 96;
    /** How a comment line of the specs starts a list item. */
    private static final String ITEM = "- ";

    private Javadocs() {
    }

    /** {@code text} as Javadoc: HTML-escaped, no tag or comment end, wrapped, ending in a newline. */
    static String of(String text) {
        return wrap(escape(text.strip()));
    }

    /**
     * Paragraphs as Javadoc, each after the first opened by {@code <p>}; a paragraph of list items
     * (lines that start with {@code "- "}, one per line) becomes a list.
     */
    static String paragraphs(List<String> paragraphs) {
        List<String> blocks = new ArrayList<>();
        for (int i = 0; i < paragraphs.size(); i++) {
            String paragraph = paragraphs.get(i);
            if (paragraph.startsWith(ITEM)) {
                StringBuilder list = new StringBuilder("<ul>\n");
                for (String item : paragraph.lines().toList()) {
                    list.append(wrap("<li>" + escape(item.substring(ITEM.length()).strip())));
                }
                blocks.add(list.append("</ul>\n").toString());
            } else {
                blocks.add(wrap((i == 0 ? "" : "<p>") + escape(paragraph)));
            }
        }
        return String.join("\n", blocks);
    }

    /**
     * Groups comment lines into paragraphs: an empty line ends one, and so does the start or the
     * end of a run of list items. Lines are joined with a space, list items with a line break.
     */
    static List<String> paragraphsOf(List<String> lines) {
        List<String> paragraphs = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        boolean inList = false;
        for (String line : lines) {
            String text = line.strip();
            boolean item = text.startsWith(ITEM);
            if (text.isEmpty() || item != inList) {
                addParagraph(paragraphs, paragraph);
            }
            if (!text.isEmpty()) {
                paragraph.append(paragraph.length() == 0 ? "" : item ? "\n" : " ").append(text);
            }
            inList = item;
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
     * a tag's {@code @} and a Unicode escape's backslash.
     */
    static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("*/", "*&#47;")
                .replace("@", "&#64;")
                .replace("\\", "&#92;");
    }

    /** {@code text}, not escaped, wrapped at the Javadoc width, ending in a newline. */
    static String wrap(String text) {
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
