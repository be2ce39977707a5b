package io.kwire.codec;

import io.kwire.annotations.MessageType;

/**
 * The codecs of one Kafka API: its request and its response, and the versions both speak.
 *
 * <p>kwire generates a constant of this type for each API of a package, in the package's
 * {@code KwireApis} class, so that {@code client.send(KwireApis.CREATE_TOPICS, version, request)}
 * is typed by the request and the response.
 *
 * @param request the request codec, or null when the build has no request class for this API
 * @param response the response codec, or null when the build has no response class for this API
 * @param <Q> the request class ({@link Void} when there is none)
 * @param <R> the response class ({@link Void} when there is none)
 */
public record ApiCodecs<Q, R>(ApiMessageCodec<Q> request, ApiMessageCodec<R> response) {
    /** Checks that both codecs are of one API, each of its own type, and share at least one version. */
    public ApiCodecs {
        if (request == null && response == null) {
            throw new IllegalArgumentException("an API needs a request codec, a response codec or both");
        }
        if (request != null && request.type() != MessageType.REQUEST) {
            throw new IllegalArgumentException(request + " is a response codec, given as a request codec");
        }
        if (response != null && response.type() != MessageType.RESPONSE) {
            throw new IllegalArgumentException(response + " is a request codec, given as a response codec");
        }
        if (request != null && response != null) {
            if (request.apiKey() != response.apiKey()) {
                throw new IllegalArgumentException("request codec of API " + request.apiKey()
                        + " paired with response codec of API " + response.apiKey());
            }
            if (Math.max(request.lowestVersion(), response.lowestVersion())
                    > Math.min(request.highestVersion(), response.highestVersion())) {
                throw new IllegalArgumentException("API " + request.apiKey() + ": request versions "
                        + request.lowestVersion() + "-" + request.highestVersion() + " and response versions "
                        + response.lowestVersion() + "-" + response.highestVersion() + " have none in common");
            }
        }
    }

    /** The API key. */
    public short apiKey() {
        return request != null ? request.apiKey() : response.apiKey();
    }

    /** The lowest version that every codec of this API speaks. */
    public short lowestVersion() {
        if (request == null) {
            return response.lowestVersion();
        }
        return response == null ? request.lowestVersion()
                : (short) Math.max(request.lowestVersion(), response.lowestVersion());
    }

    /** The highest version that every codec of this API speaks. */
    public short highestVersion() {
        if (request == null) {
            return response.highestVersion();
        }
        return response == null ? request.highestVersion()
                : (short) Math.min(request.highestVersion(), response.highestVersion());
    }

    /** Whether {@code version} is in {@link #lowestVersion()}..{@link #highestVersion()}. */
    public boolean supports(short version) {
        return version >= lowestVersion() && version <= highestVersion();
    }
}
