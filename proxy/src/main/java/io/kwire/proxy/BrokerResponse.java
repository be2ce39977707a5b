package io.kwire.proxy;

import io.kwire.codec.netty.KafkaFrame;

/**
 * A broker's response to a request a {@link BrokerConnection} sent: its frame, with the request's API
 * key, version and correlation id ({@link KafkaFrame#apiKey()}, ...), and the context the caller
 * attached to the request. The frame is the receiver's to write on or release.
 *
 * @param frame the response frame, the request's correlation id in place
 * @param context what the caller attached to the request; may be null
 * @param <C> the context's class
 */
public record BrokerResponse<C>(KafkaFrame frame, C context) {
}
