package io.kwire.examples.oracle;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Kafka message spec, read from the JSON file that ships in the kafka-clients jar under
 * {@code common/message/}.
 *
 * @param name the message name, {@code "CreateTopicsRequest"}
 * @param type {@code "request"} or {@code "response"}
 */
record MessageSpec(String name, short apiKey, String type, VersionRange validVersions,
        VersionRange flexibleVersions, List<FieldSpec> fields) {

    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .build();

    /** Reads {@code common/message/<name>.json} from the class path. */
    static MessageSpec load(String name) {
        String resource = "common/message/" + name + ".json";
        try (InputStream in = MessageSpec.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the class path; is kafka-clients a test dependency?");
            }
            JsonNode root = JSON.readTree(in);
            VersionRange flexible = VersionRange.parse(root.path("flexibleVersions").asText("none"));
            Map<String, JsonNode> commonStructs = new HashMap<>();
            for (JsonNode struct : root.path("commonStructs")) {
                commonStructs.put(struct.get("name").asText(), struct.get("fields"));
            }
            return new MessageSpec(root.get("name").asText(), (short) root.get("apiKey").asInt(),
                    root.get("type").asText(), VersionRange.parse(root.get("validVersions").asText()),
                    flexible, fields(root.get("fields"), flexible, commonStructs));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** The versions of the message, lowest first. */
    List<Short> versions() {
        List<Short> versions = new ArrayList<>();
        for (short v = validVersions.lowest(); v <= validVersions.highest(); v++) {
            versions.add(v);
        }
        return versions;
    }

    boolean isFlexible(short version) {
        return flexibleVersions.contains(version);
    }

    /**
     * The spec's fields; a field of a common struct's type, which declares no fields of its own,
     * gets the common struct's.
     */
    private static List<FieldSpec> fields(JsonNode array, VersionRange flexible, Map<String, JsonNode> commonStructs) {
        List<FieldSpec> fields = new ArrayList<>();
        if (array == null) {
            return fields;
        }
        for (JsonNode field : array) {
            String type = field.get("type").asText();
            String structName = type.startsWith("[]") ? type.substring(2) : type;
            JsonNode structFields = field.has("fields") ? field.get("fields") : commonStructs.get(structName);
            VersionRange versions = VersionRange.parse(field.get("versions").asText());
            Integer tag = field.has("tag") ? field.get("tag").asInt() : null;
            VersionRange tagged = field.has("taggedVersions")
                    ? VersionRange.parse(field.get("taggedVersions").asText())
                    : tag == null ? VersionRange.NONE : intersection(versions, flexible);
            fields.add(new FieldSpec(field.get("name").asText(), type, versions,
                    VersionRange.parse(field.path("nullableVersions").asText("none")), tagged, tag,
                    field.has("default") ? field.get("default").asText() : null,
                    field.path("ignorable").asBoolean(false), fields(structFields, flexible, commonStructs)));
        }
        return fields;
    }

    private static VersionRange intersection(VersionRange a, VersionRange b) {
        return new VersionRange((short) Math.max(a.lowest(), b.lowest()), (short) Math.min(a.highest(), b.highest()));
    }
}
