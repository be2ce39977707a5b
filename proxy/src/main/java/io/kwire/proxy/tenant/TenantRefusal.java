package io.kwire.proxy.tenant;

/**
 * A request a tenant's client may not make: an API or version tenant mode does not offer, or a topic
 * id of another tenant's topic. The proxy closes the client's connection, as a Kafka broker closes a
 * connection that sends an API it does not offer.
 */
public final class TenantRefusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** A refusal saying why in {@code message}. */
    public TenantRefusal(String message) {
        super(message);
    }
}
