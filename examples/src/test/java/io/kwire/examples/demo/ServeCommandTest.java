package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The demo's {@code serve} command as a user runs it: {@link KafkaDemo#main} in a JVM of its own. */
class ServeCommandTest {
    /** How long the child JVM may take to start, fail and exit: a liveness deadline, not a measure of speed. */
    private static final long EXIT_DEADLINE_SECONDS = 60;

    @Test
    void onAPortInUseItSaysSoInOneLineAndExitsWithStatus1(@TempDir Path directory) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String address = "127.0.0.1:" + taken.getLocalPort();
            Path stderr = directory.resolve("stderr.txt");
            Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), KafkaDemo.class.getName(),
                    "serve", "--host", "127.0.0.1", "--port", String.valueOf(taken.getLocalPort()))
                    .redirectOutput(directory.resolve("stdout.txt").toFile())
                    .redirectError(stderr.toFile())
                    .start();
            boolean exited = serve.waitFor(EXIT_DEADLINE_SECONDS, TimeUnit.SECONDS);
            if (!exited) {
                serve.destroyForcibly().waitFor();
            }
            List<String> lines = Files.readAllLines(stderr);
            assertTrue(exited, "serve was still running after " + EXIT_DEADLINE_SECONDS + " s; it wrote " + lines);
            assertEquals(1, serve.exitValue(), "exit status; it wrote " + lines);
            assertEquals(1, lines.size(), lines::toString);
            assertTrue(lines.get(0).startsWith("kwire-demo serve: cannot listen on " + address + ": "), lines.get(0));
        }
    }
}
