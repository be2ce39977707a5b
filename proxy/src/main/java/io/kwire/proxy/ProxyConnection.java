package io.kwire.proxy;

import io.kwire.codec.netty.KafkaClientChannel;
import io.netty.buffer.ByteBufAllocator;
import io.netty.channel.Channel;

/**
 * One client's connection through a {@link KafkaProxy}, as a {@link ProxyFilter} sees it: the client's
 * channel, the broker connection opened for it, and the two ways a request goes on. Its methods are
 * called on the client connection's event loop.
 */
public interface ProxyConnection {
    /** Sends {@code request} to the broker as {@link #forward(Object, Object)} does, with no context. */
    default void forward(Object request) {
        forward(request, null);
    }

    /**
     * Sends {@code request} (a {@code KafkaFrame}, {@code ViewedRequest} or {@code KafkaRequest}, see
     * {@link BrokerConnection#send}) to the broker, taking it over; its response goes through
     * {@link ProxyFilter#onResponse} with {@code context}, then to the client. A request the broker
     * cannot take closes the connection.
     */
    void forward(Object request, Object context);

    /**
     * Answers the client without the broker: {@code response} is a {@code KafkaResponse} (e.g.
     * {@code request.respond(body)}) or a {@code KafkaFrame}, written once the answers to the client's
     * earlier requests are. Takes it over.
     */
    void answer(Object response);

    /** The client's channel. */
    Channel clientChannel();

    /** The broker connection, to send the proxy's own requests on ({@link KafkaClientChannel#send}). */
    KafkaClientChannel broker();

    /** The client channel's allocator, for patched frames. */
    default ByteBufAllocator alloc() {
        return clientChannel().alloc();
    }
}
