package io.kwire.codec.netty;

import io.kwire.codec.ApiMessageCodec;

/**
 * A response to write: its body, the codec and version to write it with, and the correlation id
 * of the request it answers. {@link KafkaResponseEncoder} writes it.
 *
 * @param codec the response codec
 * @param apiVersion the version: the request's
 * @param correlationId the request's correlation id
 * @param body the response body; left unchanged, and its {@code ByteBuf} fields unreleased
 * @param <R> the response class
 */
public record KafkaResponse<R>(ApiMessageCodec<R> codec, short apiVersion, int correlationId, R body) {
    @Override
    public String toString() {
        return "KafkaResponse(api " + codec.apiKey() + " v" + apiVersion + ", correlation id " + correlationId + ")";
    }
}
