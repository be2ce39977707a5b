package io.kwire.testkit.converter;

import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.SpecFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Converts every message spec in the kafka-clients jar on the class path into an annotated kwire
 * class in package {@code io.kwire.kafka}: the sources of the kafka module. Run it after changing
 * the kafka-clients version in the root pom, or the converter itself:
 *
 * <pre>{@code mvn -pl testkit -am compile exec:java}</pre>
 *
 * <p>It writes {@code <Name>.java} for each spec into the source directory given as its argument,
 * and {@code ListenerApis.java}, what Kafka's listeners offer in ApiVersions, and deletes the converted classes of specs the jar no longer has; other files are left alone.
 */
public final class SpecConverter {
    /** The first line of every converted source, by which stale ones are recognised. */
    static final String MARK = "// Converted from ";
    /** Where the kafka-clients jar says which version it is. */
    private static final String VERSION_RESOURCE = "kafka/kafka-version.properties";

    private SpecConverter() {
    }

    /**
     * Converts every spec; {@code args[0]} is the source directory ({@code kafka/src/main/java}).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: SpecConverter <source directory, such as kafka/src/main/java>");
        }
        Path packageDirectory = Path.of(args[0]).resolve(MessageClass.PACKAGE.replace('.', '/')).normalize();
        Files.createDirectories(packageDirectory);
        List<MessageSpec> specs = SpecFiles.all();
        Set<Path> written = new HashSet<>();
        int changed = 0;
        for (MessageSpec spec : specs) {
            Path file = packageDirectory.resolve(spec.name() + ".java");
            String source = source(spec);
            if (!Files.exists(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(source)) {
                Files.writeString(file, source, StandardCharsets.UTF_8);
                changed++;
            }
            written.add(file);
        }
        Path listeners = packageDirectory.resolve(ListenerApisClass.NAME + ".java");
        String listenersSource = listenerApisSource(specs);
        if (!Files.exists(listeners) || !Files.readString(listeners, StandardCharsets.UTF_8).equals(listenersSource)) {
            Files.writeString(listeners, listenersSource, StandardCharsets.UTF_8);
            changed++;
        }
        written.add(listeners);
        int deleted = 0;
        try (Stream<Path> files = Files.list(packageDirectory)) {
            for (Path file : files.toList()) {
                if (!written.contains(file) && file.toString().endsWith(".java") && isConverted(file)) {
                    Files.delete(file);
                    deleted++;
                }
            }
        }
        System.out.printf("Converted %d specs of kafka-clients %s into %s: %d written anew, %d deleted.%n",
                specs.size(), kafkaVersion(), packageDirectory, changed, deleted);
    }

    /** The kwire class source of {@code spec}, exactly as the converter writes it. */
    public static String source(MessageSpec spec) {
        return new MessageClass(spec, kafkaVersion()).file().toString();
    }

    /** The source of {@code ListenerApis}, what Kafka's listeners offer, from {@code specs}: every spec of the jar. */
    public static String listenerApisSource(List<MessageSpec> specs) {
        return new ListenerApisClass(specs, kafkaVersion()).file().toString();
    }

    /** The version of the kafka-clients jar on the class path. */
    public static String kafkaVersion() {
        Properties properties = new Properties();
        try (InputStream in = SpecConverter.class.getClassLoader().getResourceAsStream(VERSION_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(VERSION_RESOURCE + " is not on the class path; is kafka-clients?");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + VERSION_RESOURCE, e);
        }
        return properties.getProperty("version");
    }

    private static boolean isConverted(Path file) throws IOException {
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.findFirst().map(line -> line.startsWith(MARK)).orElse(false);
        }
    }
}
