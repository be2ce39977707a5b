package io.kwire.examples.client;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.kafka.ApiVersionsResponse;
import java.util.HashMap;
import java.util.Map;

/** The versions a server offers, from its ApiVersions response, and the version to use for each API. */
final class ServerVersions {
    private final Map<Short, ApiVersionsResponse.ApiVersion> offered = new HashMap<>();

    ServerVersions(ApiVersionsResponse response) {
        response.apiKeys.forEach(range -> offered.put(range.apiKey, range));
    }

    /**
     * The highest version of {@code api} that both the server and kwire's codecs speak.
     *
     * @throws UnsupportedVersionException if they share none
     */
    short highest(ApiCodecs<?, ?> api, String name) {
        ApiVersionsResponse.ApiVersion range = offered.get(api.apiKey());
        if (range == null) {
            throw new UnsupportedVersionException("the server does not offer " + name + " (API " + api.apiKey()
                    + ")");
        }
        short highest = (short) Math.min(range.maxVersion, api.highestVersion());
        if (highest < Math.max(range.minVersion, api.lowestVersion())) {
            throw new UnsupportedVersionException("the server offers " + name + " v" + range.minVersion + "-"
                    + range.maxVersion + ", the client speaks v" + api.lowestVersion() + "-" + api.highestVersion());
        }
        return highest;
    }
}
