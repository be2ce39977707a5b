package io.kwire.functional.hostile;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The hostile-input table of docs/security.md, measured: every case of {@link HostileCases} read by kwire
 * (asserting that each decoder refuses it as the issue demands, and the message's view too, or each
 * pipeline closes the connection, and that nothing leaks) and by Kafka 4.4.0 (recorded). The table is written to
 * {@code target/hostile-input.md}, and docs/security.md must hold exactly that table between its markers.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class HostileInputTest {
    static final String BEGIN = "<!-- hostile-input-table:begin -->";
    static final String END = "<!-- hostile-input-table:end -->";
    private static final String HEADER =
            "| hostile input | read as | kwire (a refusal leaves the reader index where it was) | Kafka 4.4.0 |\n";

    @Test
    void theSecurityDocumentShowsWhatBothSidesDoWithEachHostileInput() throws IOException {
        StringBuilder table = new StringBuilder(HEADER).append("|---|---|---|---|\n");
        for (HostileCase hostile : HostileCases.all()) {
            table.append("| ").append(Phrases.cell(hostile.input()))
                    .append(" | ").append(Phrases.cell(hostile.readAs()))
                    .append(" | ").append(Phrases.cell(hostile.kwire().get()))
                    .append(" | ").append(Phrases.cell(hostile.kafka().get()))
                    .append(" |\n");
        }
        Path measured = Path.of("target", "hostile-input.md");
        Files.createDirectories(measured.getParent());
        Files.writeString(measured, table, StandardCharsets.UTF_8);

        Path document = Path.of("..", "docs", "security.md");
        String text = Files.readString(document, StandardCharsets.UTF_8);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertTrue(begin >= 0 && end > begin, "docs/security.md lacks the markers " + BEGIN + " and " + END);
        String inReadme = text.substring(begin + BEGIN.length(), end).strip() + "\n";
        if (!inReadme.equals(table.toString())) {
            fail("docs/security.md's hostile-input table is not what this test measured: copy "
                    + measured.toAbsolutePath().normalize() + " between the markers " + BEGIN + " and " + END
                    + " in " + document.toAbsolutePath().normalize() + ".\nMeasured:\n" + table);
        }
    }
}
