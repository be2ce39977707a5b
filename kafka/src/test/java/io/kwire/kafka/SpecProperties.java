package io.kwire.kafka;

import io.kwire.testkit.specs.FieldSpec;
import io.kwire.testkit.specs.MessageSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a Kafka message spec says, with the same property names and the same way of writing each
 * value as {@link ClassProperties}, so that the two compare entry by entry.
 */
final class SpecProperties {
    private SpecProperties() {
    }

    static Map<String, String> ofMessage(MessageSpec spec) {
        Map<String, String> properties = new LinkedHashMap<>();
        boolean api = spec.apiKey() >= 0;
        properties.put("apiKey", api ? Short.toString(spec.apiKey()) : "none");
        properties.put("type", api ? spec.type() : "header or data");
        properties.put("validVersions", spec.validVersions().toString());
        properties.put("flexibleVersions", spec.flexibleVersions().toString());
        return properties;
    }

    static Map<String, Map<String, String>> ofFields(List<FieldSpec> fields) {
        Map<String, Map<String, String>> properties = new LinkedHashMap<>();
        for (FieldSpec field : fields) {
            properties.put(field.javaName(), ofField(field));
        }
        return properties;
    }

    private static Map<String, String> ofField(FieldSpec field) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("type", field.type() + (field.zeroCopy() ? ", zeroCopy" : ""));
        properties.put("versions", field.versions().toString());
        properties.put("nullableVersions", field.nullableVersions().toString());
        properties.put("flexibleVersions", field.flexibleVersions() == null ? ClassProperties.MESSAGE_FLEXIBLE
                : field.flexibleVersions().toString());
        properties.put("tag", field.tag() == null ? "none" : field.tag().toString());
        properties.put("taggedVersions", field.tag() == null ? "none" : field.taggedVersions().toString());
        properties.put("default", field.defaultValue() == null ? ClassProperties.NO_DEFAULT : field.defaultValue());
        properties.put("ignorable", Boolean.toString(field.ignorable()));
        return properties;
    }
}
