package io.kwire.codec.netty;

/**
 * Which requests {@link KafkaRequestDecoder} decodes; the others pass on undecoded, as
 * {@link KafkaFrame}s. A proxy decodes only what it rewrites.
 */
@FunctionalInterface
public interface RequestFilter {
    /** Decodes every request. */
    RequestFilter ALL = (apiKey, apiVersion) -> true;

    /** Whether to decode requests of API {@code apiKey} at {@code apiVersion}. */
    boolean decodes(short apiKey, short apiVersion);
}
