package io.kwire.codec.sasl;

import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.NameCallback;
import javax.security.auth.callback.PasswordCallback;
import javax.security.sasl.Sasl;
import javax.security.sasl.SaslClient;
import javax.security.sasl.SaslException;
import javax.security.sasl.SaslServer;
import org.apache.kafka.common.security.plain.PlainAuthenticateCallback;
import org.apache.kafka.common.security.plain.internals.PlainSaslServer;
import org.apache.kafka.common.security.scram.ScramCredential;
import org.apache.kafka.common.security.scram.ScramCredentialCallback;
import org.apache.kafka.common.security.scram.ScramExtensionsCallback;
import org.apache.kafka.common.security.scram.internals.ScramFormatter;
import org.apache.kafka.common.security.scram.internals.ScramMechanism;
import org.apache.kafka.common.security.scram.internals.ScramSaslClient;
import org.apache.kafka.common.security.scram.internals.ScramSaslServer;

/** Kafka's own SASL clients and servers, as kafka-clients 4.4.0 builds them, for the tests to talk to. */
final class KafkaSasl {
    private KafkaSasl() {
    }

    /** Kafka's client of {@code mechanism}: its ScramSaslClient, or the JDK's PLAIN that Kafka's client uses. */
    static SaslClient client(SaslMechanism mechanism, String user, String password) throws Exception {
        CallbackHandler handler = callbacks -> {
            for (Callback callback : callbacks) {
                if (callback instanceof NameCallback name) {
                    name.setName(user);
                } else if (callback instanceof PasswordCallback secret) {
                    secret.setPassword(password.toCharArray());
                } else if (callback instanceof ScramExtensionsCallback extensions) {
                    extensions.extensions(Map.of());
                }
            }
        };
        if (mechanism == SaslMechanism.PLAIN) {
            return Sasl.createSaslClient(new String[] {"PLAIN"}, null, "kafka", "localhost", Map.of(), handler);
        }
        return new ScramSaslClient(ScramMechanism.forMechanismName(mechanism.mechanismName()), handler);
    }

    /** Kafka's broker-side server of {@code mechanism}, knowing one user: {@code user} with {@code password}. */
    static SaslServer server(SaslMechanism mechanism, String user, String password) throws Exception {
        if (mechanism == SaslMechanism.PLAIN) {
            return new PlainSaslServer(callbacks -> {
                String name = null;
                for (Callback callback : callbacks) {
                    if (callback instanceof NameCallback named) {
                        name = named.getDefaultName();
                    } else if (callback instanceof PlainAuthenticateCallback plain) {
                        plain.authenticated(user.equals(name) && password.equals(new String(plain.password())));
                    }
                }
            });
        }
        ScramMechanism kafkaMechanism = ScramMechanism.forMechanismName(mechanism.mechanismName());
        ScramCredential credential = new ScramFormatter(kafkaMechanism).generateCredential(password, 4096);
        return new ScramSaslServer(kafkaMechanism, Map.of(), callbacks -> {
            String name = null;
            for (Callback callback : callbacks) {
                if (callback instanceof NameCallback named) {
                    name = named.getDefaultName();
                } else if (callback instanceof ScramCredentialCallback scram && user.equals(name)) {
                    scram.scramCredential(credential);
                }
            }
        });
    }

    /** Runs Kafka's client against kwire's server to the end; returns the server, complete. */
    static SaslServerExchange authenticate(SaslClient client, SaslServerExchange server) throws SaslException {
        byte[] token = client.hasInitialResponse() ? client.evaluateChallenge(new byte[0]) : new byte[0];
        while (true) {
            byte[] challenge = server.evaluate(token);
            if (server.isComplete()) {
                if (!client.isComplete()) {
                    client.evaluateChallenge(challenge);
                }
                return server;
            }
            token = client.evaluateChallenge(challenge);
        }
    }
}
