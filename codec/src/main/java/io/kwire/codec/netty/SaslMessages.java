package io.kwire.codec.netty;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's SaslHandshake (v0-1) and SaslAuthenticate (v0-2, flexible 2+) messages, as Kafka 4.4.0's
 * specs declare them, which {@link SaslServerHandler} and {@link SaslClientHandler} read and write
 * through the codecs kwire's processor generates for them ({@code SaslMessages_HandshakeRequestCodec}
 * and so on), so that authentication needs no codecs of the user's.
 */
final class SaslMessages {
    /** SaslHandshake's API key. */
    static final short HANDSHAKE = 17;
    /** SaslAuthenticate's API key. */
    static final short AUTHENTICATE = 36;

    private SaslMessages() {
    }

    /** SaslHandshakeRequest: the mechanism the client chose. */
    @Versions("0-1")
    static final class HandshakeRequest {
        String mechanism = "";

        HandshakeRequest() {
        }

        HandshakeRequest(String mechanism) {
            this.mechanism = mechanism;
        }
    }

    /** SaslHandshakeResponse: the error code and the mechanisms the server offers. */
    @Versions("0-1")
    static final class HandshakeResponse {
        short errorCode;
        List<String> mechanisms = new ArrayList<>();

        HandshakeResponse() {
        }

        HandshakeResponse(short errorCode, List<String> mechanisms) {
            this.errorCode = errorCode;
            this.mechanisms = mechanisms;
        }
    }

    /** SaslAuthenticateRequest: the client's token. */
    @Versions("0-2")
    @Flexible("2+")
    static final class AuthenticateRequest {
        byte[] authBytes = new byte[0];

        AuthenticateRequest() {
        }

        AuthenticateRequest(byte[] authBytes) {
            this.authBytes = authBytes;
        }
    }

    /** SaslAuthenticateResponse: the error code and message, the server's token and the session's lifetime. */
    @Versions("0-2")
    @Flexible("2+")
    static final class AuthenticateResponse {
        short errorCode;
        @NullableVersions("0+")
        String errorMessage = "";
        byte[] authBytes = new byte[0];
        @Versions("1+")
        @Ignorable
        long sessionLifetimeMs;

        AuthenticateResponse() {
        }

        AuthenticateResponse(short errorCode, String errorMessage, byte[] authBytes) {
            this.errorCode = errorCode;
            this.errorMessage = errorMessage;
            this.authBytes = authBytes;
        }
    }
}
