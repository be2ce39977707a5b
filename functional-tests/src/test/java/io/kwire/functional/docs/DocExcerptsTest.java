package io.kwire.functional.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.functional.support.ProjectDocs;
import io.kwire.functional.support.ProjectDocs.Block;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Code the documentation shows as an excerpt of a file of the repository is that file's: each
 * block marked {@code <!-- excerpt of: PATH -->} is, line for line, a contiguous run of PATH's
 * lines, with one indentation taken off all of them. A line {@code // ...} (with any words after
 * it) stands for lines left out; the runs it separates follow one another in the file.
 */
class DocExcerptsTest {
    private static final String KIND = "excerpt of";
    private static final String GOLDEN_QUICK_START_CODEC =
            "functional-tests/src/test/resources/golden/DeleteTopicsRequestCodec.java";

    @Test
    void theGeneratedCodeTheReadmeShowsIsTheGoldenCodecOfItsQuickStart() {
        List<String> readme = ProjectDocs.lines("README.md");
        int section = readme.indexOf("## What gets generated");
        assertTrue(section >= 0, "README.md has no section '## What gets generated'");
        int fence = section + 1;
        while (fence < readme.size() && !readme.get(fence).startsWith("```")) {
            fence++;
        }
        assertTrue(fence < readme.size(), "the README's section 'What gets generated' shows no code");
        assertEquals("<!-- " + KIND + ": " + GOLDEN_QUICK_START_CODEC + " -->", readme.get(fence - 1),
                "the code of the README's section 'What gets generated' (line " + (fence + 1) + ") is not marked as"
                        + " an excerpt of the quick start's golden codec, which GoldenCodecTest keeps equal to what"
                        + " kwire generates for the quick start's message");
        assertExcerpt(ProjectDocs.markedBlock(ProjectDocs.ROOT.resolve("README.md"), KIND, GOLDEN_QUICK_START_CODEC));
    }

    @Test
    void everyMarkedExcerptIsInItsFile() {
        for (Path markdown : ProjectDocs.markdownFiles()) {
            for (Block block : ProjectDocs.markedBlocks(markdown, KIND)) {
                assertExcerpt(block);
            }
        }
    }

    @Test
    void anExcerptThatDriftedFails() {
        Path golden = ProjectDocs.ROOT.resolve(GOLDEN_QUICK_START_CODEC);
        Block drifted = new Block(golden, 0, GOLDEN_QUICK_START_CODEC, List.of(
                "if (version >= 4) {",
                "    out.writeByte(0);",
                "}"));
        AssertionError error = assertThrows(AssertionError.class,
                () -> assertExcerpt(drifted));
        assertTrue(error.getMessage().contains("out.writeByte(0);"), error.getMessage());
        Block outOfOrder = new Block(golden, 0, GOLDEN_QUICK_START_CODEC, List.of(
                "return at;", "// ...", "package com.example;"));
        assertThrows(AssertionError.class, () -> assertExcerpt(outOfOrder));
    }

    /** Fails unless {@code block}'s runs between elision lines are, in order, runs of its file's lines. */
    static void assertExcerpt(Block block) {
        Path file = ProjectDocs.ROOT.resolve(block.argument());
        assertTrue(Files.isRegularFile(file), block + ": no such file " + file);
        List<String> source = ProjectDocs.lines(file);
        List<List<String>> runs = runs(block);
        assertFalse(runs.isEmpty(), block + ": an excerpt of nothing");
        int from = 0;
        String indent = null;
        for (List<String> run : runs) {
            Match match = find(source, run, from, indent);
            if (match == null) {
                fail(block + ": these lines are not, in order, lines of " + block.argument() + " (after line " + from
                        + ")" + closest(source, run, from, indent));
            }
            from = match.end();
            indent = match.indent();
        }
    }

    private static List<List<String>> runs(Block block) {
        List<List<String>> runs = new ArrayList<>();
        List<String> run = new ArrayList<>();
        for (String line : block.lines()) {
            if (line.strip().startsWith("// ...")) {
                assertFalse(run.isEmpty() && !runs.isEmpty(), block + ": two elisions with nothing between");
                if (!run.isEmpty()) {
                    runs.add(run);
                }
                run = new ArrayList<>();
            } else {
                run.add(line);
            }
        }
        if (!run.isEmpty()) {
            runs.add(run);
        }
        return runs;
    }

    private record Match(int end, String indent) {
    }

    /** Where {@code run} starts at or after line {@code from}, each line indented by {@code indent} (any, if null). */
    private static Match find(List<String> source, List<String> run, int from, String indent) {
        for (int start = from; start + run.size() <= source.size(); start++) {
            String candidate = indentOf(source.get(start), run.get(0), indent);
            if (candidate != null && matched(source, run, start, candidate) == run.size()) {
                return new Match(start + run.size(), candidate);
            }
        }
        return null;
    }

    /** The indentation that makes {@code line} of the file the excerpt's {@code shown}, or null. */
    private static String indentOf(String line, String shown, String indent) {
        if (shown.isEmpty() || !line.endsWith(shown)) {
            return null;
        }
        String prefix = line.substring(0, line.length() - shown.length());
        if (!prefix.isBlank() || (indent != null && !indent.equals(prefix))) {
            return null;
        }
        return prefix;
    }

    /** How many of {@code run}'s lines, from its first, are the file's from {@code start}. */
    private static int matched(List<String> source, List<String> run, int start, String indent) {
        int count = 0;
        while (count < run.size() && start + count < source.size()) {
            String shown = run.get(count);
            String line = source.get(start + count);
            if (shown.isEmpty() ? !line.isBlank() : !line.equals(indent + shown)) {
                break;
            }
            count++;
        }
        return count;
    }

    /** Names the excerpt's first line that is not in the file, after its longest matching start. */
    private static String closest(List<String> source, List<String> run, int from, String indent) {
        int bestStart = -1;
        int best = 0;
        for (int start = from; start < source.size(); start++) {
            String candidate = indentOf(source.get(start), run.get(0), indent);
            if (candidate != null) {
                int count = matched(source, run, start, candidate);
                if (count > best) {
                    best = count;
                    bestStart = start;
                }
            }
        }
        if (bestStart < 0) {
            return ": its line '" + run.get(0) + "' is not in the file";
        }
        String file = bestStart + best < source.size() ? "'" + source.get(bestStart + best).strip() + "'" : "its end";
        return ": its first " + best + " lines are the file's from line " + (bestStart + 1) + ", then the excerpt has '"
                + run.get(best) + "' where the file has " + file;
    }
}
