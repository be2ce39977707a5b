package io.kwire.functional.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The project's user documentation, README.md and docs/*.md, read from the repository these tests
 * run in, and the code blocks in it that a marker line {@code <!-- kind: argument -->} names (as
 * scripts/check-quickstart.sh reads the quick start's blocks).
 */
public final class ProjectDocs {
    /** The repository's root: Maven runs the tests in functional-tests/. */
    public static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private ProjectDocs() {
    }

    /** README.md and every docs/*.md, README first, then by name. */
    public static List<Path> markdownFiles() {
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(path -> path.getFileName().toString().endsWith(".md")).sorted().forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /** The lines of a text file of the repository, {@code path} relative to its root. */
    public static List<String> lines(String path) {
        return lines(ROOT.resolve(path));
    }

    /** The lines of a text file. */
    public static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A fenced code block of a Markdown file: the argument of its marker, and its lines without the fences. */
    public record Block(Path file, int markerLine, String argument, List<String> lines) {
        /** The block's lines joined, each ended by a newline. */
        public String text() {
            return String.join("\n", lines) + "\n";
        }

        @Override
        public String toString() {
            return ROOT.relativize(file) + ":" + markerLine + " <!-- ... " + argument + " -->";
        }
    }

    /**
     * Every block of {@code markdown} whose fence opens on the line after a marker
     * {@code <!-- kind: argument -->}, in order. A marker not followed by a fence is an error.
     */
    public static List<Block> markedBlocks(Path markdown, String kind) {
        List<String> lines = lines(markdown);
        String prefix = "<!-- " + kind + ": ";
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.startsWith(prefix) || !line.endsWith(" -->")) {
                continue;
            }
            String argument = line.substring(prefix.length(), line.length() - " -->".length()).strip();
            if (i + 1 >= lines.size() || !lines.get(i + 1).startsWith("```")) {
                throw new IllegalStateException(ROOT.relativize(markdown) + ":" + (i + 1) + ": marker '" + line
                        + "' is not followed by a code block");
            }
            int end = i + 2;
            while (end < lines.size() && !lines.get(end).startsWith("```")) {
                end++;
            }
            if (end == lines.size()) {
                throw new IllegalStateException(ROOT.relativize(markdown) + ":" + (i + 2) + ": code block never closed");
            }
            blocks.add(new Block(markdown, i + 1, argument, List.copyOf(lines.subList(i + 2, end))));
            i = end;
        }
        return blocks;
    }

    /** The one block of {@code markdown} marked {@code <!-- kind: argument -->}. */
    public static Block markedBlock(Path markdown, String kind, String argument) {
        List<Block> found = markedBlocks(markdown, kind).stream()
                .filter(block -> block.argument().equals(argument)).toList();
        if (found.size() != 1) {
            throw new IllegalStateException(ROOT.relativize(markdown) + " has " + found.size()
                    + " blocks marked <!-- " + kind + ": " + argument + " -->, not one");
        }
        return found.get(0);
    }
}
