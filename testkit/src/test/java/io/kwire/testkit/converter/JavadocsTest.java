package io.kwire.testkit.converter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The specs' prose as Javadoc: nothing in it can end the comment, start a tag or be read as HTML. */
class JavadocsTest {
    @Test
    void markupIsEscaped() {
        assertEquals("a &lt; b &amp;&amp; c &gt; d *&#47; &#64;deprecated &#92;u0041\n",
                Javadocs.of("a < b && c > d */ @deprecated \\u0041"));
    }

    @Test
    void longTextIsWrappedBetweenWords() {
        String text = "word ".repeat(40).strip();
        String javadoc = Javadocs.of(text);
        for (String line : javadoc.lines().toList()) {
            assertTrue(line.length() <= 96, "line of " + line.length() + " characters: " + line);
        }
        assertEquals(text, javadoc.strip().replace('\n', ' '));
    }

    @Test
    void commentLinesBecomeParagraphsAndLists() {
        List<String> paragraphs = Javadocs.paragraphsOf(List.of("Version 1 adds X.", "", "Version 2 adds", "Y.",
                "Supported errors:", "- NOT_COORDINATOR (version 0+)", "- INVALID_REQUEST (version 0+)", "Done."));
        assertEquals(List.of("Version 1 adds X.", "Version 2 adds Y. Supported errors:",
                "- NOT_COORDINATOR (version 0+)\n- INVALID_REQUEST (version 0+)", "Done."), paragraphs);
        assertEquals("""
                Version 1 adds X.

                <p>Version 2 adds Y. Supported errors:

                <ul>
                <li>NOT_COORDINATOR (version 0+)
                <li>INVALID_REQUEST (version 0+)
                </ul>

                <p>Done.
                """, Javadocs.paragraphs(paragraphs));
    }
}
