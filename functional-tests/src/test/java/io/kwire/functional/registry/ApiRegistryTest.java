package io.kwire.functional.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.functional.support.SampleApis;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import io.kwire.kafka.KwireApis;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ApiRegistry}, {@link ApiCodecs} and {@link ApiVersionRange}: combining, narrowing, and what they refuse. */
class ApiRegistryTest {
    private static final short CREATE_TOPICS = 19;
    private static final short DELETE_TOPICS = 20;
    private static final short API_VERSIONS = 18;
    /** An API none of the examples' packages has. */
    private static final short LIST_GROUPS = 16;
    /** The registry of test package {@code io.kwire.functional.types}: ApiVersions (18) and CreateTopics (19). */
    private static final ApiRegistry TYPES = io.kwire.functional.types.KwireApis.REGISTRY;

    @Test
    void withAddsTheOtherRegistrysApisAndTakesItsCodecsWhereBothHaveOne() {
        ApiRegistry combined = SampleApis.REGISTRY.with(TYPES);
        assertSame(TYPES.api(API_VERSIONS), combined.api(API_VERSIONS));
        assertSame(TYPES.api(CREATE_TOPICS), combined.api(CREATE_TOPICS));
        assertSame(KwireApis.DELETE_TOPICS, combined.api(DELETE_TOPICS));
        assertEquals(TYPES.versions(API_VERSIONS), combined.versions(API_VERSIONS));
        assertEquals(TYPES.versions(CREATE_TOPICS), combined.versions(CREATE_TOPICS));
        List<Short> keys = combined.versions().stream().map(ApiVersionRange::apiKey).toList();
        assertEquals(keys.stream().sorted().toList(), keys, "ranges by API key");
        assertEquals(SampleApis.REGISTRY.versions().size(), keys.size(), "both have ApiVersions and CreateTopics");

        assertSame(KwireApis.API_VERSIONS, SampleApis.REGISTRY.api(API_VERSIONS),
                "with() leaves the registry itself as it was");
        assertSame(KwireApis.CREATE_TOPICS, SampleApis.REGISTRY.api(CREATE_TOPICS));
    }

    @Test
    void withKeepsTheNarrowedVersionsOfEitherSide() {
        ApiRegistry narrowed = SampleApis.REGISTRY.withVersions(DELETE_TOPICS, (short) 4, (short) 5);
        ApiRegistry combined = narrowed.with(TYPES.withVersions(API_VERSIONS, (short) 0, (short) 2));
        assertEquals(new ApiVersionRange(DELETE_TOPICS, (short) 4, (short) 5), combined.versions(DELETE_TOPICS));
        assertEquals(new ApiVersionRange(API_VERSIONS, (short) 0, (short) 2), combined.versions(API_VERSIONS));
    }

    @Test
    void withVersionsOffersFewerVersionsOfOneApiAndKeepsItsCodecs() {
        ApiRegistry older = SampleApis.REGISTRY.withVersions(CREATE_TOPICS, (short) 3, (short) 5);
        ApiVersionRange range = new ApiVersionRange(CREATE_TOPICS, (short) 3, (short) 5);
        assertEquals(range, older.versions(CREATE_TOPICS));
        assertTrue(older.versions().contains(range));
        assertFalse(older.supports(CREATE_TOPICS, (short) 2));
        assertTrue(older.supports(CREATE_TOPICS, (short) 3));
        assertTrue(older.supports(CREATE_TOPICS, (short) 5));
        assertFalse(older.supports(CREATE_TOPICS, (short) 6));
        assertSame(KwireApis.CREATE_TOPICS, older.api(CREATE_TOPICS));
        assertEquals(SampleApis.REGISTRY.versions(DELETE_TOPICS), older.versions(DELETE_TOPICS));

        assertEquals(new ApiVersionRange(CREATE_TOPICS, (short) 2, (short) 7),
                SampleApis.REGISTRY.versions(CREATE_TOPICS), "withVersions() leaves the registry itself as it was");
    }

    @Test
    void withVersionsRefusesAnUnknownApiAndVersionsAboveWhatTheCodecsRead() {
        assertEquals("API 16 is not in this registry", assertThrows(IllegalArgumentException.class,
                () -> SampleApis.REGISTRY.withVersions(LIST_GROUPS, (short) 0, (short) 3)).getMessage());
        assertEquals("API 19 v2-8 goes past what the codecs read: v2-7 (versions below may be offered, never above)",
                assertThrows(IllegalArgumentException.class,
                        () -> SampleApis.REGISTRY.withVersions(CREATE_TOPICS, (short) 2, (short) 8)).getMessage());
        assertEquals("API 19 v0-1 goes past what the codecs read: v2-7 (versions below may be offered, never above)",
                assertThrows(IllegalArgumentException.class,
                        () -> SampleApis.REGISTRY.withVersions(CREATE_TOPICS, (short) 0, (short) 1)).getMessage());
        assertEquals("API 19: versions 5-3 are not a range of versions", assertThrows(IllegalArgumentException.class,
                () -> SampleApis.REGISTRY.withVersions(CREATE_TOPICS, (short) 5, (short) 3)).getMessage());
    }

    @Test
    void withVersionsOffersVersionsBelowWhatTheCodecsReadWithoutSupportingThem() {
        // As Kafka's broker offers Produce v0-13 and reads v3-13 (KAFKA-18659).
        ApiRegistry wider = SampleApis.REGISTRY.withVersions(CREATE_TOPICS, (short) 0, (short) 7);
        assertEquals(new ApiVersionRange(CREATE_TOPICS, (short) 0, (short) 7), wider.versions(CREATE_TOPICS));
        assertFalse(wider.supports(CREATE_TOPICS, (short) 0));
        assertFalse(wider.supports(CREATE_TOPICS, (short) 1));
        assertTrue(wider.supports(CREATE_TOPICS, (short) 2));
        assertTrue(wider.supports(CREATE_TOPICS, (short) 7));
        assertFalse(wider.supports(CREATE_TOPICS, (short) 8));
    }

    @Test
    void lookupsOfKeysOutsideTheRegistryFindNothing() {
        for (short key : new short[] {-1, 0, LIST_GROUPS, 36, 38, 69, Short.MAX_VALUE}) {
            assertNull(SampleApis.REGISTRY.api(key), "API " + key);
            assertNull(SampleApis.REGISTRY.versions(key), "API " + key);
            assertFalse(SampleApis.REGISTRY.supports(key, (short) 0), "API " + key);
        }
        ApiRegistry empty = ApiRegistry.of();
        assertEquals(List.of(), empty.versions());
        assertNull(empty.api((short) 0));
        assertEquals("ApiRegistry[]", empty.toString());
    }

    @Test
    void ofRefusesTwoApisWithOneKey() {
        ApiCodecs<?, ?> requestOnly = new ApiCodecs<>(CreateTopicsRequestCodec.INSTANCE, null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ApiRegistry.of(KwireApis.CREATE_TOPICS, requestOnly));
        assertTrue(e.getMessage().startsWith("API 19 is given twice: "), e.getMessage());
    }

    @Test
    void apiCodecsOffersTheVersionsBothCodecsSpeak() {
        ApiCodecs<?, ?> api = new ApiCodecs<>(CreateTopicsRequestCodec.INSTANCE, OldCreateTopicsResponseCodec.INSTANCE);
        assertEquals(CREATE_TOPICS, api.apiKey());
        assertEquals(2, api.lowestVersion());
        assertEquals(3, api.highestVersion());
        assertFalse(api.supports((short) 1));
        assertTrue(api.supports((short) 2));
        assertTrue(api.supports((short) 3));
        assertFalse(api.supports((short) 4));
        assertEquals(List.of(new ApiVersionRange(CREATE_TOPICS, (short) 2, (short) 3)), ApiRegistry.of(api).versions());

        ApiCodecs<?, ?> responseOnly = new ApiCodecs<>(null, OldCreateTopicsResponseCodec.INSTANCE);
        assertEquals(CREATE_TOPICS, responseOnly.apiKey());
        assertEquals(0, responseOnly.lowestVersion());
        assertEquals(3, responseOnly.highestVersion());
    }

    @Test
    void apiCodecsRefusesMismatchedCodecs() {
        assertEquals("an API needs a request codec, a response codec or both", assertThrows(
                IllegalArgumentException.class, () -> new ApiCodecs<>(null, null)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new ApiCodecs<>(CreateTopicsResponseCodec.INSTANCE, null)).getMessage()
                .endsWith(" is a response codec, given as a request codec"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new ApiCodecs<>(null, CreateTopicsRequestCodec.INSTANCE)).getMessage()
                .endsWith(" is a request codec, given as a response codec"));
        assertEquals("request codec of API 19 paired with response codec of API 20", assertThrows(
                IllegalArgumentException.class,
                () -> new ApiCodecs<>(CreateTopicsRequestCodec.INSTANCE, DeleteTopicsResponseCodec.INSTANCE))
                .getMessage());
        assertEquals("API 19: request versions 0-1 and response versions 2-7 have none in common", assertThrows(
                IllegalArgumentException.class,
                () -> new ApiCodecs<>(OldCreateTopicsRequestCodec.INSTANCE, CreateTopicsResponseCodec.INSTANCE))
                .getMessage());
    }

    @Test
    void versionRangeRefusesEmptyAndNegativeRanges() {
        assertEquals("API 19: versions 3-2 are not a range of versions", assertThrows(IllegalArgumentException.class,
                () -> new ApiVersionRange(CREATE_TOPICS, (short) 3, (short) 2)).getMessage());
        assertEquals("API 19: versions -1-2 are not a range of versions", assertThrows(IllegalArgumentException.class,
                () -> new ApiVersionRange(CREATE_TOPICS, (short) -1, (short) 2)).getMessage());
        ApiVersionRange single = new ApiVersionRange(CREATE_TOPICS, (short) 4, (short) 4);
        assertTrue(single.contains((short) 4));
        assertFalse(single.contains((short) 3));
        assertFalse(single.contains((short) 5));
        assertEquals("API 19 v4-4", single.toString());
    }
}
