package io.kwire.functional.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.functional.support.ProjectDocs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** No page of the documentation shows the same code block twice (docs/kafka-module.md once did). */
class DocRepeatsTest {
    @Test
    void noPageShowsACodeBlockTwice() {
        List<String> repeats = new ArrayList<>();
        for (Path markdown : ProjectDocs.markdownFiles()) {
            repeats.addAll(repeats(markdown, ProjectDocs.lines(markdown)));
        }
        assertEquals(List.of(), repeats, "code blocks shown twice on one page");
    }

    @Test
    void aRepeatedBlockIsFound() {
        List<String> page = List.of("```java", "a();", "```", "text", "```java", "b();", "```", "```java", "a();", "```");
        assertEquals(List.of("page.md:8 repeats the block of line 1"), repeats(Path.of("page.md"), page));
    }

    /** Each fenced block of {@code lines} whose fence and content an earlier block of the page has. */
    private static List<String> repeats(Path markdown, List<String> lines) {
        Map<String, Integer> first = new HashMap<>();
        List<String> repeats = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).startsWith("```")) {
                continue;
            }
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).startsWith("```")) {
                end++;
            }
            String block = String.join("\n", lines.subList(i, Math.min(end + 1, lines.size())));
            Integer earlier = first.putIfAbsent(block, i + 1);
            if (earlier != null) {
                Path name = markdown.isAbsolute() ? ProjectDocs.ROOT.relativize(markdown) : markdown;
                repeats.add(name + ":" + (i + 1) + " repeats the block of line " + earlier);
            }
            i = end;
        }
        return repeats;
    }
}
