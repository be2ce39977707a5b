package io.kwire.testkit.specs;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A Kafka message spec, read from the JSON file that ships in the kafka-clients jar under
 * {@code common/message/}.
 *
 * @param name the message name, {@code "CreateTopicsRequest"}
 * @param apiKey the API key, or -1 for a header or data message
 * @param type {@code "request"}, {@code "response"}, {@code "header"} or {@code "data"}
 * @param validVersions the versions; {@link VersionRange#NONE} for an API Kafka has removed
 * @param latestVersionUnstable whether the newest version is still unstable
 * @param listeners the listeners an API is served on, {@code ["broker", "controller"]}; empty for others
 * @param fields the message's fields; fields of a common struct's type carry the common struct's fields
 * @param commonStructs the names of the spec's common structs, in the spec's order
 * @param comments the spec's comment lines before its fields (its version history), without {@code //}
 */
public record MessageSpec(String name, short apiKey, String type, VersionRange validVersions,
        VersionRange flexibleVersions, boolean latestVersionUnstable, List<String> listeners, List<FieldSpec> fields,
        List<String> commonStructs, List<String> comments) {

    private static final String DIRECTORY = "common/message/";
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
            .build();

    /** Reads {@code common/message/<name>.json} from the class path. */
    public static MessageSpec load(String name) {
        String resource = DIRECTORY + name + ".json";
        try (InputStream in = MessageSpec.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the class path; is kafka-clients a dependency?");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return parse(text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    private static MessageSpec parse(String text) throws IOException {
        JsonNode root = JSON.readTree(text);
        VersionRange flexible = VersionRange.parse(root.path("flexibleVersions").asText("none"));
        Map<String, JsonNode> commonStructs = new HashMap<>();
        List<String> commonNames = new ArrayList<>();
        for (JsonNode struct : root.path("commonStructs")) {
            commonStructs.put(struct.get("name").asText(), struct.get("fields"));
            commonNames.add(struct.get("name").asText());
        }
        List<String> listeners = new ArrayList<>();
        root.path("listeners").forEach(listener -> listeners.add(listener.asText()));
        return new MessageSpec(root.get("name").asText(), (short) root.path("apiKey").asInt(-1),
                root.get("type").asText(), VersionRange.parse(root.get("validVersions").asText()), flexible,
                root.path("latestVersionUnstable").asBoolean(false), List.copyOf(listeners),
                fields(root.get("fields"), flexible, commonStructs), List.copyOf(commonNames), comments(text));
    }

    /** The versions of the message, lowest first; none for a removed API. */
    public List<Short> versions() {
        List<Short> versions = new ArrayList<>();
        for (short v = validVersions.lowest(); v <= validVersions.highest() && v >= 0; v++) {
            versions.add(v);
        }
        return versions;
    }

    public boolean isFlexible(short version) {
        return flexibleVersions.contains(version);
    }

    /** Whether this is an API Kafka has removed: {@code "validVersions": "none"}, no fields. */
    public boolean isRemoved() {
        return validVersions.isEmpty();
    }

    /**
     * The simple name of Kafka's generated class: {@code CreateTopicsRequestData} for a request,
     * response or header, the spec's name itself for a data message.
     */
    public String kafkaClassName() {
        return type.equals("data") ? name : name + "Data";
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
                    : tag == null ? VersionRange.NONE : versions.intersect(flexible);
            VersionRange fieldFlexible = field.has("flexibleVersions")
                    ? VersionRange.parse(field.get("flexibleVersions").asText()) : null;
            fields.add(new FieldSpec(field.get("name").asText(), type, versions,
                    VersionRange.parse(field.path("nullableVersions").asText("none")), fieldFlexible, tagged, tag,
                    field.has("default") ? field.get("default").asText() : null,
                    field.path("ignorable").asBoolean(false), field.path("mapKey").asBoolean(false),
                    field.path("zeroCopy").asBoolean(false), field.path("about").asText(""),
                    List.copyOf(fields(structFields, flexible, commonStructs))));
        }
        return fields;
    }

    /**
     * The comment lines after the opening brace and before the fields: the spec's version history.
     * The licence header stands before the brace and is left out.
     */
    private static List<String> comments(String text) {
        List<String> comments = new ArrayList<>();
        boolean opened = false;
        for (String line : text.lines().toList()) {
            String trimmed = line.trim();
            if (!opened) {
                opened = trimmed.startsWith("{");
            } else if (trimmed.startsWith("\"fields\"")) {
                break;
            } else if (trimmed.startsWith("//")) {
                comments.add(trimmed.substring(2).strip());
            }
        }
        return List.copyOf(comments);
    }
}
