package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.testkit.converter.SpecConverter;
import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.SpecFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.kafka.common.message.ApiMessageType;
import org.junit.jupiter.api.Test;

/**
 * Every spec in the pinned kafka-clients jar has its kwire class, and a codec unless Kafka removed
 * the API; no converted class is left without a spec.
 */
class SpecCoverageTest {
    private static final String CONVERTER = "run the converter: mvn -pl testkit -am compile exec:java";
    private static final Path SOURCES = Path.of("src", "main", "java", "io", "kwire", "kafka");

    @Test
    void everySpecOfKafkaClientsHasAKwireClass() {
        List<String> missing = new ArrayList<>();
        for (String name : SpecFiles.names()) {
            if (!exists(getClass().getPackageName() + "." + name)) {
                missing.add(name);
            }
        }
        assertEquals(List.of(), missing,
                "specs of kafka-clients " + SpecConverter.kafkaVersion() + " without a kwire class; " + CONVERTER);
    }

    @Test
    void everyConvertedClassHasASpec() throws IOException {
        TreeSet<String> converted = new TreeSet<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.toList()) {
                String firstLine = Files.readAllLines(file, StandardCharsets.UTF_8).get(0);
                if (firstLine.startsWith("// Converted from ")) {
                    converted.add(file.getFileName().toString().replace(".java", ""));
                }
            }
        }
        converted.removeAll(SpecFiles.names());
        converted.remove("ListenerApis"); // converted from what Kafka's listeners offer, not from one spec
        assertEquals(new TreeSet<String>(), converted,
                "converted classes whose spec kafka-clients " + SpecConverter.kafkaVersion() + " no longer has; "
                        + CONVERTER);
    }

    @Test
    void everySpecWithVersionsHasACodecAndEveryRemovedApiNone() {
        List<String> wrong = new ArrayList<>();
        for (MessageSpec spec : SpecFiles.all()) {
            boolean hasCodec = exists(getClass().getPackageName() + "." + spec.name() + "Codec");
            if (hasCodec == spec.isRemoved()) {
                wrong.add(spec.name() + (hasCodec ? " has a codec but no versions" : " has versions but no codec"));
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theRemovedApisHaveNoVersionsInKafkaEither() {
        for (MessageSpec spec : SpecFiles.all()) {
            if (spec.isRemoved()) {
                ApiMessageType api = ApiMessageType.fromApiKey(spec.apiKey());
                assertEquals(0, api.requestSchemas().length + api.responseSchemas().length,
                        spec.name() + ": Kafka's API " + api + " has schemas");
                assertTrue(api.lowestSupportedVersion() > api.highestSupportedVersion(true),
                        spec.name() + ": Kafka's API " + api + " has versions");
            }
        }
    }

    private static boolean exists(String className) {
        try {
            Class.forName(className);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
