package io.kwire.functional.leaks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Shows that {@link FailOnByteBufLeaks} fails a class that leaks and passes one that does not,
 * by running {@link LeakCheckProgram} in a JVM of its own so that the deliberate leak cannot
 * reach the reports of this JVM's tests.
 */
class FailOnByteBufLeaksTest {
    private static final long CHILD_TIMEOUT_SECONDS = 120;

    @Test
    void failsTheLeakingClassWithTheLeakReportAndPassesTheReleasingOne() throws IOException, InterruptedException {
        Process child = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dio.netty.leakDetection.level=PARANOID",
                "-Xmx256m",
                "-cp", System.getProperty("java.class.path"),
                LeakCheckProgram.class.getName())
                .redirectErrorStream(true)
                .start();
        byte[] output = child.getInputStream().readAllBytes();
        assertTrue(child.waitFor(CHILD_TIMEOUT_SECONDS, TimeUnit.SECONDS), "the leak check program did not finish");
        String text = new String(output, StandardCharsets.UTF_8);
        assertEquals(0, child.exitValue(), text);

        List<String> lines = text.lines().toList();
        int leaking = lines.indexOf("Leaking: succeeded=1 failed=1");
        assertTrue(leaking >= 0, "the leaking class must fail in afterAll although its test passed:\n" + text);
        String failure = String.join("\n", lines.subList(leaking + 1, lines.size()));
        String expected = "1 ByteBuf leak(s) reported while " + LeakCheckProgram.Leaking.class.getName() + " ran";
        assertTrue(failure.startsWith(expected), text);
        // PARANOID records where the buffer was allocated: the report is about this very buffer.
        assertTrue(failure.contains("LeakCheckProgram$Leaking.dropsBufferUnreleased"), text);

        assertTrue(lines.contains("Releasing: succeeded=1 failed=0"), text);
    }
}
