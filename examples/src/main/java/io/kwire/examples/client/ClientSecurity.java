package io.kwire.examples.client;

import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.sasl.SaslMechanism;

/**
 * How the example clients reach a secured Kafka server: TLS (null for none) and a SASL login
 * (a null mechanism for none), the four security protocols of Kafka's listeners.
 *
 * @param tls TLS to the server, verifying its certificate and host name as {@code tls} says
 * @param mechanism the SASL mechanism, null for no SASL
 * @param user the SASL user
 * @param password the SASL password
 */
public record ClientSecurity(ClientTls tls, SaslMechanism mechanism, String user, String password) {
    /** PLAINTEXT: neither TLS nor SASL. */
    public static final ClientSecurity PLAINTEXT = new ClientSecurity(null, null, null, null);

    /** SSL: TLS alone. */
    public static ClientSecurity ssl(ClientTls tls) {
        return new ClientSecurity(tls, null, null, null);
    }

    /** SASL_PLAINTEXT, or SASL_SSL with {@code tls} not null. */
    public static ClientSecurity sasl(ClientTls tls, SaslMechanism mechanism, String user, String password) {
        return new ClientSecurity(tls, mechanism, user, password);
    }
}
