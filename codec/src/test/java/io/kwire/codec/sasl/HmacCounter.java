package io.kwire.codec.sasl;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.function.Supplier;
import javax.crypto.Mac;
import javax.crypto.MacSpi;

/**
 * Counts the HMACs the calling thread computes while it runs some work: a JCA provider, put first
 * for that long, that serves HmacSHA256 and HmacSHA512 by the JDK's own SunJCE MACs and counts each
 * one finished. A SCRAM key derivation is thousands of them (Hi of 4096 iterations is 4096).
 */
final class HmacCounter {
    private static final String NAME = "kwire-test-hmac-counter";
    private static final ThreadLocal<long[]> FINISHED = ThreadLocal.withInitial(() -> new long[1]);

    private HmacCounter() {
    }

    /** What {@code work} returned, and the HMACs it computed on this thread. */
    record Counted<T>(T result, long hmacs) {
    }

    /** Runs {@code work}, counting the HMACs it computes on this thread. */
    static <T> Counted<T> count(Supplier<T> work) {
        if (Security.insertProviderAt(new Counting(), 1) != 1) {
            throw new IllegalStateException(NAME + " is installed already: counts would overlap");
        }
        long[] finished = FINISHED.get();
        finished[0] = 0;
        try {
            T result = work.get();
            return new Counted<>(result, finished[0]);
        } finally {
            Security.removeProvider(NAME);
        }
    }

    private static final class Counting extends Provider {
        private static final long serialVersionUID = 1L;

        Counting() {
            super(NAME, "1", "counts the HMACs of SunJCE");
            for (String algorithm : new String[] {"HmacSHA256", "HmacSHA512"}) {
                putService(new Service(this, "Mac", algorithm, CountingMac.class.getName(), null, null) {
                    @Override
                    public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
                        return new CountingMac(algorithm);
                    }
                });
            }
        }
    }

    private static final class CountingMac extends MacSpi {
        private final Mac jdk;

        CountingMac(String algorithm) throws NoSuchAlgorithmException {
            try {
                jdk = Mac.getInstance(algorithm, "SunJCE");
            } catch (GeneralSecurityException e) {
                throw new NoSuchAlgorithmException("SunJCE has no " + algorithm, e);
            }
        }

        @Override
        protected int engineGetMacLength() {
            return jdk.getMacLength();
        }

        @Override
        protected void engineInit(Key key, AlgorithmParameterSpec params)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            jdk.init(key, params);
        }

        @Override
        protected void engineUpdate(byte input) {
            jdk.update(input);
        }

        @Override
        protected void engineUpdate(byte[] input, int offset, int length) {
            jdk.update(input, offset, length);
        }

        @Override
        protected void engineUpdate(ByteBuffer input) {
            jdk.update(input);
        }

        @Override
        protected byte[] engineDoFinal() {
            FINISHED.get()[0]++;
            return jdk.doFinal();
        }

        @Override
        protected void engineReset() {
            jdk.reset();
        }
    }
}
