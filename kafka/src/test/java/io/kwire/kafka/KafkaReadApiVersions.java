package io.kwire.kafka;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.List;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;

/** The ApiVersions answer kwire builds from a registry, written by kwire's codec and read by Kafka's class. */
final class KafkaReadApiVersions {
    private KafkaReadApiVersions() {
    }

    /** Kafka's reading of the answer built from {@code registry} at {@code version}. */
    static ApiVersionsResponseData of(ApiRegistry registry, short version) {
        ApiVersionsResponse answer = ApiVersionsResponses.build(registry, ApiVersionsResponseCodec.INSTANCE, version);
        ByteBuf bytes = Unpooled.buffer();
        try {
            ApiVersionsResponseCodec.INSTANCE.write(answer, bytes, version);
            return new ApiVersionsResponseData(new ByteBufferAccessor(ByteBuffer.wrap(ByteBufUtil.getBytes(bytes))),
                    version);
        } finally {
            bytes.release();
        }
    }

    /** The ranges of {@code apis}, by API key. */
    static List<ApiVersionRange> ranges(ApiVersionsResponseData.ApiVersionCollection apis) {
        return apis.stream().map(api -> new ApiVersionRange(api.apiKey(), api.minVersion(), api.maxVersion()))
                .sorted((a, b) -> Short.compare(a.apiKey(), b.apiKey())).toList();
    }
}
