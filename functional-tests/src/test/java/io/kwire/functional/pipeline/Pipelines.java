package io.kwire.functional.pipeline;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.functional.support.SampleApis;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.KwireApis;
import io.netty.channel.embedded.EmbeddedChannel;

/** The server pipelines under test, in {@link EmbeddedChannel}s, and the APIs they speak. */
final class Pipelines {
    /** ApiVersions, as the examples have it. */
    static final ApiCodecs<ApiVersionsRequest, ApiVersionsResponse> API_VERSIONS = KwireApis.API_VERSIONS;

    /** The tests' APIs, ApiVersions among them: {@link SampleApis}. */
    static final ApiRegistry REGISTRY = SampleApis.REGISTRY;

    private Pipelines() {
    }

    /** A server pipeline decoding every request of {@code registry}. */
    static EmbeddedChannel server(ApiRegistry registry) {
        return server(new KafkaFrameDecoder(), registry, RequestFilter.ALL);
    }

    /** A server pipeline: {@code frames}, a request decoder of {@code registry} with {@code filter}, an encoder. */
    static EmbeddedChannel server(KafkaFrameDecoder frames, ApiRegistry registry, RequestFilter filter) {
        return new EmbeddedChannel(frames, new KafkaRequestDecoder(registry, filter), new KafkaResponseEncoder());
    }
}
