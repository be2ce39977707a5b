package io.kwire.examples.broker;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import kafka.Kafka;
import kafka.tools.StorageTool;

/**
 * The main class of the broker's child JVM: formats the node's storage as a standalone KRaft quorum, then runs
 * Kafka as {@code kafka-server-start.sh} does. The parent holds the child's standard input open for as long as
 * it wants the broker; when that stream ends, because the parent closed it or died, the child deletes its work
 * directory and halts at once.
 *
 * <p>Arguments: the work directory, which holds {@value #PROPERTIES}, then the cluster id.
 */
final class BrokerMain {
    /** The broker's configuration, in the work directory. */
    static final String PROPERTIES = "server.properties";

    private BrokerMain() {
    }

    public static void main(String[] args) {
        Path workDir = Path.of(args[0]);
        haltWhenEnded(System.in, workDir);
        String properties = workDir.resolve(PROPERTIES).toString();
        int formatted = StorageTool.execute(
                new String[] {"format", "--cluster-id", args[1], "--config", properties, "--standalone"}, System.out);
        if (formatted != 0) {
            System.err.println("kafka-storage format exited with " + formatted);
            Runtime.getRuntime().halt(formatted);
        }
        Kafka.main(new String[] {properties});
    }

    /** Deletes a directory and everything in it; a file that is already gone is no error. */
    static void deleteTree(Path root) {
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(root)) {
            paths = walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
        } catch (NoSuchFileException e) {
            return;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Path path : paths) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static void haltWhenEnded(InputStream parent, Path workDir) {
        Thread watcher = new Thread(() -> {
            try {
                while (parent.read() != -1) {
                    // Nothing is ever sent: the open stream only tells that the parent is still there.
                }
            } catch (IOException e) {
                // A broken pipe means the same as the end of the stream.
            }
            try {
                deleteTree(workDir);
            } finally {
                Runtime.getRuntime().halt(0);
            }
        }, "parent-watcher");
        watcher.setDaemon(true);
        watcher.start();
    }
}
