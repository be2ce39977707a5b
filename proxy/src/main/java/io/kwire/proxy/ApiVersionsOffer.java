package io.kwire.proxy;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.netty.buffer.ByteBufAllocator;
import java.util.ArrayList;
import java.util.List;

/**
 * The ApiVersions answer a proxy gives its clients: its broker's answer, each API narrowed to the
 * versions the proxy offers too. A proxy that relays every API offers what a broker listener offers
 * ({@code io.kwire.kafka.ListenerApis.BROKER}, which keeps Produce from v0 as Kafka advertises it on
 * purpose); one that rewrites some APIs offers only those it can rewrite.
 */
public final class ApiVersionsOffer {
    private ApiVersionsOffer() {
    }

    /**
     * Narrows {@code broker}, a broker's ApiVersions answer, in place and returns it: each API to the
     * versions both the broker and {@code offer} have; an API the proxy does not offer, or that
     * keeps no version, is left out. An error answer, the features and everything else of the
     * answer stay as the broker gave them.
     */
    public static ApiVersionsResponse narrow(ApiVersionsResponse broker, ApiRegistry offer) {
        if (broker.errorCode != 0) {
            return broker;
        }
        List<ApiVersionsResponse.ApiVersion> kept = new ArrayList<>(broker.apiKeys.size());
        for (ApiVersionsResponse.ApiVersion api : broker.apiKeys) {
            ApiVersionRange offered = offer.versions(api.apiKey);
            if (offered == null) {
                continue;
            }
            short lowest = (short) Math.max(api.minVersion, offered.lowestVersion());
            short highest = (short) Math.min(api.maxVersion, offered.highestVersion());
            if (lowest <= highest) {
                api.minVersion = lowest;
                api.maxVersion = highest;
                kept.add(api);
            }
        }
        broker.apiKeys = kept;
        return broker;
    }

    /**
     * {@code response}, a broker's ApiVersions response frame, narrowed as {@link #narrow(ApiVersionsResponse,
     * ApiRegistry)} says: a new frame from {@code alloc}, or the frame as it came for an error answer.
     * Takes over the frame's reference.
     *
     * @throws io.kwire.codec.CodecException if the response cannot be read or written; the frame is
     *     then released
     */
    public static KafkaFrame narrow(KafkaFrame response, ApiRegistry offer, ByteBufAllocator alloc) {
        try {
            ApiVersionsResponse body = response.readBody(ApiVersionsResponseCodec.INSTANCE);
            if (body.errorCode != 0) {
                return response;
            }
            KafkaFrame narrowed = KafkaFrame.ofResponse(alloc, response.apiVersion(), response.correlationId(),
                    ApiVersionsResponseCodec.INSTANCE, narrow(body, offer));
            response.release();
            return narrowed;
        } catch (RuntimeException e) {
            response.release();
            throw e;
        }
    }
}
