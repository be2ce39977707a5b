package io.kwire.benchmarks;

import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.LengthFieldBasedFrameDecoder;

/**
 * The baseline of {@link KwireProxyBenchmark}: the same exchanges through {@link DecodeEncodeProxy},
 * a proxy that decodes and re-encodes with Kafka 4.4.0's classes as Kroxylicious does, behind a
 * {@link LengthFieldBasedFrameDecoder} on each channel.
 */
public class KafkaProxyBenchmark extends ProxyState {
    private static final int MAX_FRAME = 100 * 1024 * 1024;

    private DecodeEncodeProxy proxy;

    @Override
    void connect() {
        proxy = new DecodeEncodeProxy(addresses());
        broker = new EmbeddedChannel();
        client = new EmbeddedChannel(new LengthFieldBasedFrameDecoder(MAX_FRAME, 0, Integer.BYTES),
                proxy.requests(broker));
        broker.pipeline().addLast(new LengthFieldBasedFrameDecoder(MAX_FRAME, 0, Integer.BYTES),
                proxy.responses(client));
    }

    @Override
    int[] counted() {
        return proxy.counted;
    }
}
