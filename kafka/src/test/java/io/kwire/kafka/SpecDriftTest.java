package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.kwire.testkit.converter.SpecConverter;
import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.SpecFiles;
import java.util.List;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The drift check: each compiled kwire class says what the spec of the pinned kafka-clients says
 * (message key, type and versions; fields, their order, types, versions, nullable and flexible
 * versions, tags, tagged versions, defaults and ignorable, through every struct). After a version
 * bump it lists exactly what changed, {@code class's value -> spec's value}; the converter brings
 * the classes up to date.
 */
class SpecDriftTest {
    private static SpecDrift drift;
    private static CompiledClasses classes;

    @BeforeAll
    static void readCompiledClasses() {
        classes = new CompiledClasses();
        drift = new SpecDrift(new ClassProperties(classes.elements()));
    }

    static List<String> specs() {
        return SpecFiles.names();
    }

    @ParameterizedTest
    @MethodSource("specs")
    void compiledClassSaysWhatTheSpecSays(String name) {
        MessageSpec spec = MessageSpec.load(name);
        TypeElement type = classes.kwireClass(name);
        assertNotNull(type, "kafka-clients " + SpecConverter.kafkaVersion() + " has spec " + name
                + " but kwire-kafka no class for it; run the converter: mvn -pl testkit -am compile exec:java");
        assertEquals(List.of(), drift.differences(spec, type), name + " differs from the spec of kafka-clients "
                + SpecConverter.kafkaVersion() + " (class's value -> spec's); run the converter:"
                + " mvn -pl testkit -am compile exec:java");
    }
}
