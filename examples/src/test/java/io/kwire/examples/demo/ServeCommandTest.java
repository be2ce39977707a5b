package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The demo's {@code serve} and {@code proxy} commands as a user runs them: {@link KafkaDemo#main} in
 * a JVM of its own.
 */
class ServeCommandTest {
    /** How long the child JVM may take to start, fail and exit: a liveness deadline, not a measure of speed. */
    private static final long EXIT_DEADLINE_SECONDS = 60;

    @ParameterizedTest
    @CsvSource({"serve, kwire-demo serve: cannot listen on", "proxy, kwire-demo proxy: the proxy cannot listen on"})
    void onAPortInUseItSaysSoInOneLineAndExitsWithStatus1(String command, String saying, @TempDir Path directory)
            throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String address = "127.0.0.1:" + taken.getLocalPort();
            Path stderr = directory.resolve("stderr.txt");
            List<String> arguments = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                    .toString(), "-cp", System.getProperty("java.class.path"), KafkaDemo.class.getName(), command,
                    "--host", "127.0.0.1", "--port", String.valueOf(taken.getLocalPort())));
            if (command.equals("proxy")) {
                arguments.addAll(List.of("--bootstrap", "127.0.0.1:9092"));
            }
            Process serve = new ProcessBuilder(arguments)
                    .redirectOutput(directory.resolve("stdout.txt").toFile())
                    .redirectError(stderr.toFile())
                    .start();
            boolean exited = serve.waitFor(EXIT_DEADLINE_SECONDS, TimeUnit.SECONDS);
            if (!exited) {
                serve.destroyForcibly().waitFor();
            }
            List<String> lines = Files.readAllLines(stderr);
            assertTrue(exited, command + " was still running after " + EXIT_DEADLINE_SECONDS + " s; it wrote "
                    + lines);
            assertEquals(1, serve.exitValue(), "exit status; it wrote " + lines);
            assertEquals(1, lines.size(), lines::toString);
            assertTrue(lines.get(0).startsWith(saying + " " + address + ": "), lines.get(0));
        }
    }

    @Test
    void onAMetricsPortInUseServeSaysSoInOneLineAndExitsWithStatus1(@TempDir Path directory) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Path stderr = directory.resolve("stderr.txt");
            Process serve = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), KafkaDemo.class.getName(), "serve", "--host",
                    "127.0.0.1", "--port", "0", "--metrics-port", String.valueOf(taken.getLocalPort()))
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
            assertTrue(lines.get(0).startsWith("kwire-demo serve: cannot listen for metrics on 127.0.0.1:"
                    + taken.getLocalPort() + ": "), lines.get(0));
        }
    }
}
