package io.kwire.functional.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.kwire.functional.support.ProjectDocs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of README.md and docs/*.md leads somewhere: to a file or folder of the
 * repository and, with a {@code #fragment}, to a heading of that Markdown file, named as GitHub
 * names headings. Links inside code are not links; links with a scheme ({@code https:}) are not
 * checked.
 */
class DocLinksTest {
    /** {@code [text](target)}, the text possibly over several lines, the target without spaces. */
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\(([^)\\s]+)\\)");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\n]*`");

    @Test
    void everyRelativeLinkResolves() {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path markdown : ProjectDocs.markdownFiles()) {
            for (Link link : links(markdown)) {
                checked++;
                String problem = problem(markdown, link.target());
                if (problem != null) {
                    broken.add(ProjectDocs.ROOT.relativize(markdown) + ":" + link.line() + ": (" + link.target() + ") "
                            + problem);
                }
            }
        }
        assertFalse(checked == 0, "found no relative links at all: the link pattern is wrong");
        assertEquals(List.of(), broken, "links that lead nowhere");
    }

    @Test
    void aBrokenLinkIsFound() {
        Path examples = ProjectDocs.ROOT.resolve("docs/examples.md");
        assertEquals(null, problem(examples, "records.md"));
        assertEquals("no such file: docs/docs/records.md", problem(examples, "docs/records.md"));
        assertEquals(null, problem(ProjectDocs.ROOT.resolve("README.md"), "#the-contract-in-short"));
        assertEquals("README.md has no heading #the-contract", problem(ProjectDocs.ROOT.resolve("README.md"),
                "#the-contract"));
    }

    @Test
    void headingsAreNamedAsGitHubNamesThem() {
        assertEquals(List.of("record-batches-iokwirecodecrecords", "secured-pipelines-tls-sasl-and-who-may-do-what",
                        "netty-pipelines", "netty-pipelines-1"),
                List.copyOf(anchors(List.of("## Record batches: `io.kwire.codec.records`",
                        "### Secured pipelines: TLS, SASL and who may do what", "## Netty pipelines", "```sh",
                        "# not a heading", "```", "## Netty pipelines"))));
    }

    private record Link(int line, String target) {
    }

    /** The relative links of a Markdown file, outside code blocks and code spans. */
    private static List<Link> links(Path markdown) {
        List<String> lines = ProjectDocs.lines(markdown);
        StringBuilder prose = new StringBuilder();
        boolean code = false;
        for (String line : lines) {
            if (line.startsWith("```")) {
                code = !code;
                prose.append('\n');
            } else {
                prose.append(code ? "" : blank(INLINE_CODE, line)).append('\n');
            }
        }
        List<Link> links = new ArrayList<>();
        Matcher matcher = LINK.matcher(prose);
        while (matcher.find()) {
            String target = matcher.group(2);
            if (!SCHEME.matcher(target).find()) {
                int line = 1 + (int) prose.substring(0, matcher.start(2)).chars().filter(c -> c == '\n').count();
                links.add(new Link(line, target));
            }
        }
        return links;
    }

    /** The line with each code span replaced by spaces, so that no link is found inside code. */
    private static String blank(Pattern pattern, String line) {
        return pattern.matcher(line).replaceAll(match -> " ".repeat(match.group().length()));
    }

    /** Why {@code target}, linked from {@code markdown}, leads nowhere; null if it leads somewhere. */
    private static String problem(Path markdown, String target) {
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        Path file = path.isEmpty() ? markdown : markdown.getParent().resolve(path).normalize();
        if (!file.startsWith(ProjectDocs.ROOT) || !Files.exists(file)) {
            return "no such file: " + ProjectDocs.ROOT.relativize(file);
        }
        if (hash < 0) {
            return null;
        }
        String fragment = target.substring(hash + 1);
        if (!file.toString().endsWith(".md") || !anchors(ProjectDocs.lines(file)).contains(fragment)) {
            return ProjectDocs.ROOT.relativize(file) + " has no heading #" + fragment;
        }
        return null;
    }

    /** The anchors GitHub gives a Markdown file's headings, in order. */
    private static Set<String> anchors(List<String> lines) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean code = false;
        for (String line : lines) {
            if (line.startsWith("```")) {
                code = !code;
            } else if (!code && line.matches("#{1,6} .*")) {
                String slug = line.replaceFirst("^#+ ", "").strip().toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
                int times = seen.merge(slug, 1, Integer::sum);
                anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
            }
        }
        return anchors;
    }
}
