package io.kwire.codec.netty;

/**
 * Which requests {@link KafkaRequestDecoder} decodes; the others pass on undecoded, as
 * {@link KafkaFrame}s. A proxy decodes only what it rewrites. To hand some requests over as views,
 * or decoded with their frames, choose a {@link RequestForm} per API key: {@link RequestForms}
 * does.
 */
@FunctionalInterface
public interface RequestFilter {
    /** Decodes every request. */
    RequestFilter ALL = (apiKey, apiVersion) -> true;

    /** Whether to decode requests of API {@code apiKey} at {@code apiVersion}. */
    boolean decodes(short apiKey, short apiVersion);

    /**
     * What to hand over for a request of API {@code apiKey} at {@code apiVersion}; by default
     * {@link RequestForm#MESSAGE} where {@link #decodes} says so, else {@link RequestForm#FRAME}.
     */
    default RequestForm form(short apiKey, short apiVersion) {
        return decodes(apiKey, apiVersion) ? RequestForm.MESSAGE : RequestForm.FRAME;
    }
}
