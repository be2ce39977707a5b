package io.kwire.codec.sasl;

import java.util.Optional;

/** The SASL mechanisms kwire speaks, by the names Kafka's clients and brokers give them. */
public enum SaslMechanism {
    /** RFC 4616: the password in clear, inside TLS. */
    PLAIN("PLAIN", null, null),
    /** RFC 7677: salted challenge and response over SHA-256. */
    SCRAM_SHA_256("SCRAM-SHA-256", "SHA-256", "HmacSHA256"),
    /** SCRAM over SHA-512, as Kafka defines it beside RFC 7677's. */
    SCRAM_SHA_512("SCRAM-SHA-512", "SHA-512", "HmacSHA512");

    private final String mechanismName;
    private final String hashAlgorithm;
    private final String macAlgorithm;

    SaslMechanism(String mechanismName, String hashAlgorithm, String macAlgorithm) {
        this.mechanismName = mechanismName;
        this.hashAlgorithm = hashAlgorithm;
        this.macAlgorithm = macAlgorithm;
    }

    /** The name on the wire, as in a SaslHandshake request: {@code "SCRAM-SHA-256"}. */
    public String mechanismName() {
        return mechanismName;
    }

    /** Whether this is one of the SCRAM mechanisms. */
    public boolean isScram() {
        return hashAlgorithm != null;
    }

    /** The mechanism of the wire name {@code name}, exactly as spelled; empty for one kwire does not speak. */
    public static Optional<SaslMechanism> named(String name) {
        for (SaslMechanism mechanism : values()) {
            if (mechanism.mechanismName.equals(name)) {
                return Optional.of(mechanism);
            }
        }
        return Optional.empty();
    }

    /** The JDK's digest algorithm of a SCRAM mechanism. */
    String hashAlgorithm() {
        return requireScram(hashAlgorithm);
    }

    /** The JDK's MAC algorithm of a SCRAM mechanism. */
    String macAlgorithm() {
        return requireScram(macAlgorithm);
    }

    private String requireScram(String algorithm) {
        if (algorithm == null) {
            throw new IllegalStateException(mechanismName + " is not a SCRAM mechanism");
        }
        return algorithm;
    }
}
