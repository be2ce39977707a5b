package io.kwire.codec;

import io.kwire.annotations.MessageType;

/**
 * The codec of a top-level API message, a class annotated {@code @ApiKey}.
 *
 * @param <T> the message class
 */
public interface ApiMessageCodec<T> extends MessageCodec<T> {
    /** The message's API key. */
    short apiKey();

    /** Whether the message is a request or a response. */
    MessageType type();

    /**
     * The version of the header that precedes the message at {@code version}, by Kafka's rule:
     * requests use header 2 in flexible versions and 1 otherwise, responses 1 and 0, and
     * ApiVersions responses always 0.
     */
    short headerVersion(short version);
}
