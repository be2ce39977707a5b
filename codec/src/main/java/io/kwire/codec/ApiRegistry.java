package io.kwire.codec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The APIs a peer speaks: for each API key its {@link ApiCodecs} and the versions it offers.
 * Immutable; lookups by API key are array reads.
 *
 * <p>kwire generates one per package, {@code KwireApis.REGISTRY}, holding every {@code @ApiKey}
 * message of the package. Combine packages with {@link #with}; offer other versions with
 * {@link #withVersions}.
 */
public final class ApiRegistry {
    private final ApiCodecs<?, ?>[] codecs;
    private final ApiVersionRange[] ranges;
    private final List<ApiVersionRange> versions;

    private ApiRegistry(Map<Short, ApiCodecs<?, ?>> codecsByKey, Map<Short, ApiVersionRange> rangesByKey) {
        int size = codecsByKey.isEmpty() ? 0 : Collections.max(codecsByKey.keySet()) + 1;
        this.codecs = new ApiCodecs<?, ?>[size];
        this.ranges = new ApiVersionRange[size];
        codecsByKey.forEach((key, api) -> codecs[key] = api);
        rangesByKey.forEach((key, range) -> ranges[key] = range);
        this.versions = List.copyOf(new TreeMap<>(rangesByKey).values());
    }

    /**
     * A registry of {@code apis}, each offering every version its codecs share.
     *
     * @throws IllegalArgumentException if two share an API key
     */
    public static ApiRegistry of(ApiCodecs<?, ?>... apis) {
        Map<Short, ApiCodecs<?, ?>> codecs = new TreeMap<>();
        Map<Short, ApiVersionRange> ranges = new TreeMap<>();
        for (ApiCodecs<?, ?> api : apis) {
            if (codecs.putIfAbsent(api.apiKey(), api) != null) {
                throw new IllegalArgumentException("API " + api.apiKey() + " is given twice: "
                        + codecs.get(api.apiKey()) + " and " + api);
            }
            ranges.put(api.apiKey(), new ApiVersionRange(api.apiKey(), api.lowestVersion(), api.highestVersion()));
        }
        return new ApiRegistry(codecs, ranges);
    }

    /** This registry's APIs and those of {@code overrides}; where both have an API, {@code overrides}'. */
    public ApiRegistry with(ApiRegistry overrides) {
        Map<Short, ApiCodecs<?, ?>> codecs = codecsByKey();
        Map<Short, ApiVersionRange> ranges = rangesByKey();
        codecs.putAll(overrides.codecsByKey());
        ranges.putAll(overrides.rangesByKey());
        return new ApiRegistry(codecs, ranges);
    }

    /**
     * This registry, offering versions {@code lowest..highest} of API {@code apiKey} in ApiVersions
     * answers: fewer, as a peer older than its codecs would, or also versions below the lowest the
     * codecs read, as Kafka's broker offers Produce v0-2, which it no longer reads, because librdkafka
     * turns compression off when Produce's lowest version is not 0 (KAFKA-18659). A request at an
     * offered version the codecs do not read is refused as unsupported ({@link #supports} is false).
     *
     * @throws IllegalArgumentException if the API is unknown, or its codecs do not read {@code highest}
     */
    public ApiRegistry withVersions(short apiKey, short lowest, short highest) {
        ApiCodecs<?, ?> api = api(apiKey);
        if (api == null) {
            throw new IllegalArgumentException("API " + apiKey + " is not in this registry");
        }
        ApiVersionRange range = new ApiVersionRange(apiKey, lowest, highest);
        if (!api.supports(highest)) {
            throw new IllegalArgumentException(range + " goes past what the codecs read: v" + api.lowestVersion()
                    + "-" + api.highestVersion() + " (versions below may be offered, never above)");
        }
        Map<Short, ApiVersionRange> ranges = rangesByKey();
        ranges.put(apiKey, range);
        return new ApiRegistry(codecsByKey(), ranges);
    }

    /** The codecs of API {@code apiKey}, or null when the registry does not have it. */
    public ApiCodecs<?, ?> api(short apiKey) {
        return apiKey >= 0 && apiKey < codecs.length ? codecs[apiKey] : null;
    }

    /** The versions offered of API {@code apiKey}, or null when the registry does not have it. */
    public ApiVersionRange versions(short apiKey) {
        return apiKey >= 0 && apiKey < ranges.length ? ranges[apiKey] : null;
    }

    /** Whether the registry offers version {@code version} of API {@code apiKey} and its codecs read it. */
    public boolean supports(short apiKey, short version) {
        ApiVersionRange range = versions(apiKey);
        return range != null && range.contains(version) && codecs[apiKey].supports(version);
    }

    /** The offered versions of every API, by API key: what an ApiVersions response lists. */
    public List<ApiVersionRange> versions() {
        return versions;
    }

    private Map<Short, ApiCodecs<?, ?>> codecsByKey() {
        Map<Short, ApiCodecs<?, ?>> byKey = new TreeMap<>();
        for (short key = 0; key < codecs.length; key++) {
            if (codecs[key] != null) {
                byKey.put(key, codecs[key]);
            }
        }
        return byKey;
    }

    private Map<Short, ApiVersionRange> rangesByKey() {
        Map<Short, ApiVersionRange> byKey = new TreeMap<>();
        for (ApiVersionRange range : versions) {
            byKey.put(range.apiKey(), range);
        }
        return byKey;
    }

    @Override
    public String toString() {
        List<String> apis = new ArrayList<>();
        versions.forEach(range -> apis.add(range.toString()));
        return "ApiRegistry" + apis;
    }
}
