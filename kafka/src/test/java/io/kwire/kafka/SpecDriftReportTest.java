package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.testkit.specs.FieldSpec;
import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.VersionRange;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the drift check says when a spec changes under a compiled class, as after a kafka-clients
 * bump: each change to FetchRequest's spec is reported as exactly one line naming the message, the
 * struct, the field and the property, with the class's value and the spec's.
 */
class SpecDriftReportTest {
    private static SpecDrift drift;
    private static TypeElement fetchRequest;
    private static MessageSpec spec;

    @BeforeAll
    static void readFetchRequest() {
        CompiledClasses classes = new CompiledClasses();
        drift = new SpecDrift(new ClassProperties(classes.elements()));
        fetchRequest = classes.kwireClass("FetchRequest");
        spec = MessageSpec.load("FetchRequest");
    }

    @Test
    void theUnchangedSpecHasNoDifferences() {
        assertEquals(List.of(), drift.differences(spec, fetchRequest));
    }

    @Test
    void aNewVersionOfTheMessage() {
        MessageSpec bumped = new MessageSpec(spec.name(), spec.apiKey(), spec.type(), VersionRange.parse("4-19"),
                spec.flexibleVersions(), spec.latestVersionUnstable(), spec.listeners(), spec.fields(),
                spec.commonStructs(), spec.comments());
        assertEquals(List.of("FetchRequest: validVersions 4-18 -> 4-19"), drift.differences(bumped, fetchRequest));
    }

    @Test
    void aNewDefaultOfAFieldOfANestedStruct() {
        MessageSpec changed = withPartitionFields(fields -> replace(fields, "HighWatermark",
                field -> field(field, field.type(), field.versions(), "-1")));
        assertEquals(List.of("FetchRequest.FetchPartition.highWatermark: default 9223372036854775807 -> -1"),
                drift.differences(changed, fetchRequest));
    }

    @Test
    void aFieldWhoseTypeAndVersionsChanged() {
        MessageSpec changed = withFields(fields -> replace(fields, "MaxWaitMs",
                field -> field(field, "int64", VersionRange.parse("1+"), field.defaultValue())));
        assertEquals(List.of("FetchRequest.maxWaitMs: type int32 -> int64",
                "FetchRequest.maxWaitMs: versions 0+ -> 1+"), drift.differences(changed, fetchRequest));
    }

    @Test
    void anAddedAndARemovedField() {
        MessageSpec changed = withPartitionFields(fields -> {
            List<FieldSpec> changedFields = new ArrayList<>(fields);
            changedFields.removeIf(field -> field.name().equals("LogStartOffset"));
            changedFields.add(new FieldSpec("LeaderHint", "int32", VersionRange.parse("19+"), VersionRange.NONE, null,
                    VersionRange.NONE, null, "-1", true, false, false, "A new field.", List.of()));
            return changedFields;
        });
        assertEquals(List.of("FetchRequest.FetchPartition.leaderHint: field added {type=int32, versions=19+,"
                        + " nullableVersions=none, flexibleVersions=(the message's), tag=none, taggedVersions=none,"
                        + " default=-1, ignorable=true}",
                "FetchRequest.FetchPartition.logStartOffset: field removed {type=int64, versions=5+,"
                        + " nullableVersions=none, flexibleVersions=(the message's), tag=none, taggedVersions=none,"
                        + " default=-1, ignorable=true}"),
                drift.differences(changed, fetchRequest));
    }

    @Test
    void fieldsInAnotherOrder() {
        MessageSpec changed = withFields(fields -> {
            List<FieldSpec> swapped = new ArrayList<>(fields);
            swapped.add(4, swapped.remove(3));
            return swapped;
        });
        assertEquals(List.of("FetchRequest: field order [clusterId, replicaId, replicaState, maxWaitMs, minBytes,"
                        + " maxBytes, isolationLevel, sessionId, sessionEpoch, topics, forgottenTopicsData, rackId]"
                        + " -> [clusterId, replicaId, replicaState, minBytes, maxWaitMs, maxBytes, isolationLevel,"
                        + " sessionId, sessionEpoch, topics, forgottenTopicsData, rackId]"),
                drift.differences(changed, fetchRequest));
    }

    private static MessageSpec withFields(UnaryOperator<List<FieldSpec>> change) {
        return new MessageSpec(spec.name(), spec.apiKey(), spec.type(), spec.validVersions(),
                spec.flexibleVersions(), spec.latestVersionUnstable(), spec.listeners(), change.apply(spec.fields()),
                spec.commonStructs(), spec.comments());
    }

    /** FetchRequest with the fields of its FetchPartition struct changed. */
    private static MessageSpec withPartitionFields(UnaryOperator<List<FieldSpec>> change) {
        return withFields(fields -> replace(fields, "Topics", topics -> withStructFields(topics,
                replace(topics.fields(), "Partitions", partitions -> withStructFields(partitions,
                        change.apply(partitions.fields()))))));
    }

    private static List<FieldSpec> replace(List<FieldSpec> fields, String name, UnaryOperator<FieldSpec> change) {
        return fields.stream().map(field -> field.name().equals(name) ? change.apply(field) : field).toList();
    }

    private static FieldSpec withStructFields(FieldSpec field, List<FieldSpec> fields) {
        return new FieldSpec(field.name(), field.type(), field.versions(), field.nullableVersions(),
                field.flexibleVersions(), field.taggedVersions(), field.tag(), field.defaultValue(), field.ignorable(),
                field.mapKey(), field.zeroCopy(), field.about(), fields);
    }

    private static FieldSpec field(FieldSpec field, String type, VersionRange versions, String defaultValue) {
        return new FieldSpec(field.name(), type, versions, field.nullableVersions(), field.flexibleVersions(),
                field.taggedVersions(), field.tag(), defaultValue, field.ignorable(), field.mapKey(), field.zeroCopy(),
                field.about(), field.fields());
    }
}
