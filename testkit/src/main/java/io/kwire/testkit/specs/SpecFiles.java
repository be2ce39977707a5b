package io.kwire.testkit.specs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/** Every message spec in the kafka-clients jar on the class path. */
public final class SpecFiles {
    private static final String DIRECTORY = "common/message/";
    /** A spec every kafka-clients jar has, to find the jar by. */
    private static final String KNOWN_SPEC = DIRECTORY + "ApiVersionsRequest.json";

    private SpecFiles() {
    }

    /** The names of all specs in the jar, {@code "AbortedTxn"} to {@code "WriteTxnMarkersResponse"}, sorted. */
    public static List<String> names() {
        URL known = SpecFiles.class.getClassLoader().getResource(KNOWN_SPEC);
        if (known == null) {
            throw new IllegalStateException(KNOWN_SPEC + " is not on the class path; is kafka-clients a dependency?");
        }
        List<String> names = new ArrayList<>();
        try {
            JarURLConnection connection = (JarURLConnection) known.openConnection();
            connection.setUseCaches(false);
            try (JarFile jar = connection.getJarFile()) {
                for (JarEntry entry : Collections.list(jar.entries())) {
                    String path = entry.getName();
                    boolean inDirectory = path.startsWith(DIRECTORY) && path.indexOf('/', DIRECTORY.length()) < 0;
                    if (inDirectory && path.endsWith(".json")) {
                        names.add(path.substring(DIRECTORY.length(), path.length() - ".json".length()));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the specs of " + known, e);
        }
        Collections.sort(names);
        return List.copyOf(names);
    }

    /** All specs in the jar, by name. */
    public static List<MessageSpec> all() {
        return names().stream().map(MessageSpec::load).toList();
    }
}
