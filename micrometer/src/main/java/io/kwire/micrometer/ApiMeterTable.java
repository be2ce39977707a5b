package io.kwire.micrometer;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The {@link ApiMeters} of each API of a server's registry, named as the registry's codecs are, made at
 * the API's first request; and one set, tagged {@code api="unknown"}, shared by every key the registry
 * lacks, so that a client sending made-up API keys (which a proxy may pass on as frames) adds no meters.
 */
final class ApiMeterTable {
    private final MeterRegistry meters;
    private final Tags tags;
    /** By API key: the registry's name of each API it has, null for the keys it lacks. */
    private final String[] names;
    private final ApiVersionRange[] offered;
    /** By API key, as {@link #names}; the last slot holds the meters of every key the registry lacks. */
    private final AtomicReferenceArray<ApiMeters> byKey;

    /** The table of the APIs of {@code apis}, whose meters {@code meters} holds, tagged {@code tags} too. */
    ApiMeterTable(MeterRegistry meters, Tags tags, ApiRegistry apis) {
        this.meters = meters;
        this.tags = tags;
        List<ApiVersionRange> versions = apis.versions();
        int keys = versions.isEmpty() ? 0 : versions.get(versions.size() - 1).apiKey() + 1;
        names = new String[keys];
        offered = new ApiVersionRange[keys];
        for (ApiVersionRange range : versions) {
            names[range.apiKey()] = name(apis.api(range.apiKey()));
            offered[range.apiKey()] = range;
        }
        byKey = new AtomicReferenceArray<>(keys + 1);
    }

    /** The meters of API {@code apiKey}, or those shared by the keys the registry lacks. */
    ApiMeters of(short apiKey) {
        boolean known = apiKey >= 0 && apiKey < names.length && names[apiKey] != null;
        int slot = known ? apiKey : names.length;
        ApiMeters api = byKey.get(slot);
        if (api == null) {
            // Two event loops may both get here: the registry gives both the same meters.
            api = known ? new ApiMeters(meters, tags, names[apiKey], offered[apiKey])
                    : new ApiMeters(meters, tags, ApiMeters.UNKNOWN, null);
            byKey.set(slot, api);
        }
        return api;
    }

    /**
     * The name of {@code api}, as Kafka's request metrics name it: its request class's simple name less
     * {@code Request} ({@code CreateTopicsRequest}'s codec, {@code CreateTopicsRequestCodec}, names
     * {@code CreateTopics}); its response class's less {@code Response} for an API without a request codec.
     */
    static String name(ApiCodecs<?, ?> api) {
        ApiMessageCodec<?> codec = api.request() != null ? api.request() : api.response();
        String name = withoutSuffix(codec.getClass().getSimpleName(), "Codec");
        return withoutSuffix(name, api.request() != null ? "Request" : "Response");
    }

    private static String withoutSuffix(String name, String suffix) {
        return name.endsWith(suffix) && name.length() > suffix.length()
                ? name.substring(0, name.length() - suffix.length()) : name;
    }
}
