package io.kwire.codec.netty;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Reads certificates and unencrypted PKCS#8 private keys from PEM files, and checks that a key is the
 * one of a certificate, so that a wrong file is refused when TLS is set up, naming the file, rather
 * than failing every handshake later.
 */
final class PemFiles {
    private static final String BEGIN_KEY = "-----BEGIN PRIVATE KEY-----";
    private static final String END_KEY = "-----END PRIVATE KEY-----";

    private PemFiles() {
    }

    /** The certificates in {@code file}, in order; at least one. */
    static List<X509Certificate> certificates(Path file, String what) {
        List<X509Certificate> certificates = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            for (var certificate : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                certificates.add((X509Certificate) certificate);
            }
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalArgumentException(TlsFiles.problem(what + " " + file + " holds no readable PEM"
                    + " certificate", e), e);
        }
        if (certificates.isEmpty()) {
            throw new IllegalArgumentException(what + " " + file + " holds no PEM certificate");
        }
        return certificates;
    }

    /** The unencrypted PKCS#8 private key in {@code file}, of {@code algorithm} (the certificate's key's). */
    static PrivateKey privateKey(Path file, String algorithm) {
        String pem;
        try {
            pem = Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new IllegalArgumentException(TlsFiles.problem("TLS private key " + file + " cannot be read", e), e);
        }
        int begin = pem.indexOf(BEGIN_KEY);
        int end = pem.indexOf(END_KEY);
        if (begin < 0 || end < begin) {
            throw new IllegalArgumentException("TLS private key " + file + " holds no unencrypted PKCS#8 key ("
                    + BEGIN_KEY + "): " + otherFormat(pem));
        }
        try {
            byte[] der = Base64.getMimeDecoder().decode(pem.substring(begin + BEGIN_KEY.length(), end));
            return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            throw new IllegalArgumentException(TlsFiles.problem("TLS private key " + file + " is not a readable "
                    + algorithm + " key, as the certificate's is", e), e);
        }
    }

    /** Checks that {@code key} signs what {@code certificate}'s public key verifies; {@code what} names them. */
    static void checkPair(PrivateKey key, X509Certificate certificate, String what) {
        String algorithm = signatureAlgorithm(key.getAlgorithm());
        if (algorithm == null) {
            return;
        }
        try {
            byte[] challenge = new byte[32];
            new SecureRandom().nextBytes(challenge);
            Signature signer = Signature.getInstance(algorithm);
            signer.initSign(key);
            signer.update(challenge);
            byte[] signature = signer.sign();
            Signature verifier = Signature.getInstance(algorithm);
            verifier.initVerify(certificate.getPublicKey());
            verifier.update(challenge);
            if (verifier.verify(signature)) {
                return;
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException(TlsFiles.problem(what + ": the private key does not belong to"
                    + " the certificate of " + certificate.getSubjectX500Principal().getName(), e), e);
        }
        throw new IllegalArgumentException(what + ": the private key does not belong to the certificate of "
                + certificate.getSubjectX500Principal().getName());
    }

    /** A signature algorithm for keys of {@code keyAlgorithm}, or null for kinds the check leaves alone. */
    private static String signatureAlgorithm(String keyAlgorithm) {
        return switch (keyAlgorithm) {
            case "RSA" -> "SHA256withRSA";
            case "EC" -> "SHA256withECDSA";
            case "EdDSA", "Ed25519", "Ed448" -> "EdDSA";
            default -> null;
        };
    }

    /** What a PEM file without a PKCS#8 key holds instead, and how to convert it. */
    private static String otherFormat(String pem) {
        if (pem.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----")) {
            return "it is encrypted; decrypt it with openssl pkcs8 -in KEY -out KEY.pk8";
        }
        if (pem.contains("-----BEGIN RSA PRIVATE KEY-----") || pem.contains("-----BEGIN EC PRIVATE KEY-----")) {
            return "it is in the older PKCS#1 or SEC1 form; convert it with openssl pkcs8 -topk8 -nocrypt -in KEY";
        }
        return "no private key found";
    }
}
