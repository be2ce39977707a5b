package io.kwire.codec.netty;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ApiVersionsMessages.FinalizedFeatureKey;
import io.kwire.codec.netty.ApiVersionsMessages.SupportedFeatureKey;
import io.kwire.codec.netty.SaslMessages.AuthenticateRequest;
import io.kwire.codec.netty.SaslMessages.AuthenticateResponse;
import io.kwire.codec.netty.SaslMessages.HandshakeRequest;
import io.kwire.codec.netty.SaslMessages.HandshakeResponse;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.SaslAuthenticateRequestData;
import org.apache.kafka.common.message.SaslAuthenticateResponseData;
import org.apache.kafka.common.message.SaslHandshakeRequestData;
import org.apache.kafka.common.message.SaslHandshakeResponseData;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.MessageUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The messages the SASL and ApiVersions handlers write themselves, through their generated codecs,
 * against Kafka's own classes at every version: the same bytes written, Kafka's bytes read back to
 * the same values, and every truncation of them refused naming a field, the reader index unmoved.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class HandlerMessagesAgainstKafkaTest {
    private static final byte[] TOKEN = "n,,n=alice,r=fyko+d2lbbFgONRv9qkxdawL".getBytes(StandardCharsets.UTF_8);
    private static final List<ApiVersionRange> RANGES = List.of(new ApiVersionRange((short) 0, (short) 3, (short) 13),
            new ApiVersionRange((short) 18, (short) 0, (short) 5),
            new ApiVersionRange((short) 36, (short) 0, (short) 2));

    /** One message with values that differ from its defaults, as kwire and as Kafka hold it. */
    record Case<T>(String name, MessageCodec<T> codec, T kwire, Message kafka) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case<?>> cases() {
        return Stream.of(
                new Case<>("handshake request", SaslMessages_HandshakeRequestCodec.INSTANCE,
                        new HandshakeRequest("SCRAM-SHA-256"),
                        new SaslHandshakeRequestData().setMechanism("SCRAM-SHA-256")),
                new Case<>("handshake response", SaslMessages_HandshakeResponseCodec.INSTANCE,
                        new HandshakeResponse((short) 33, List.of("PLAIN", "SCRAM-SHA-512")),
                        new SaslHandshakeResponseData().setErrorCode((short) 33)
                                .setMechanisms(List.of("PLAIN", "SCRAM-SHA-512"))),
                new Case<>("handshake response without mechanisms", SaslMessages_HandshakeResponseCodec.INSTANCE,
                        new HandshakeResponse((short) 0, List.of()), new SaslHandshakeResponseData()),
                new Case<>("authenticate request", SaslMessages_AuthenticateRequestCodec.INSTANCE,
                        new AuthenticateRequest(TOKEN), new SaslAuthenticateRequestData().setAuthBytes(TOKEN)),
                new Case<>("authenticate request of an empty token", SaslMessages_AuthenticateRequestCodec.INSTANCE,
                        new AuthenticateRequest(new byte[0]),
                        new SaslAuthenticateRequestData().setAuthBytes(new byte[0])),
                new Case<>("authenticate response", SaslMessages_AuthenticateResponseCodec.INSTANCE,
                        authenticateResponse((short) 0, null, TOKEN, 3_600_000L),
                        new SaslAuthenticateResponseData().setErrorMessage(null).setAuthBytes(TOKEN)
                                .setSessionLifetimeMs(3_600_000L)),
                new Case<>("authenticate response refusing", SaslMessages_AuthenticateResponseCodec.INSTANCE,
                        authenticateResponse((short) 58, "Authentication failed: invalid credentials", new byte[0], 0L),
                        new SaslAuthenticateResponseData().setErrorCode((short) 58)
                                .setErrorMessage("Authentication failed: invalid credentials")
                                .setAuthBytes(new byte[0])),
                new Case<>("ApiVersions response", ApiVersionsMessages_ResponseCodec.INSTANCE,
                        apiVersionsResponse(), kafkaApiVersionsResponse()),
                new Case<>("ApiVersions response refusing", ApiVersionsMessages_ResponseCodec.INSTANCE,
                        new ApiVersionsMessages.Response((short) 35, List.of(new ApiVersionRange((short) 18, (short) 0,
                                (short) 4))),
                        new ApiVersionsResponseData().setErrorCode((short) 35).setApiKeys(kafkaApis(
                                new ApiVersionRange((short) 18, (short) 0, (short) 4)))));
    }

    @ParameterizedTest
    @MethodSource("cases")
    <T> void writesKafkasBytesAtEveryVersion(Case<T> c) {
        for (short version = c.codec().lowestVersion(); version <= c.codec().highestVersion(); version++) {
            byte[] kafka = kafkaBytes(c.kafka(), version);
            assertEquals(kafka.length, c.codec().size(c.kwire(), version), c + " v" + version);
            assertArrayEquals(kafka, kwireBytes(c.codec(), c.kwire(), version), c + " v" + version);
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    <T> void readsKafkasBytesToTheSameValuesAtEveryVersion(Case<T> c) {
        for (short version = c.codec().lowestVersion(); version <= c.codec().highestVersion(); version++) {
            byte[] kafka = kafkaBytes(c.kafka(), version);
            ByteBuf in = Unpooled.wrappedBuffer(kafka);
            try {
                T read = c.codec().read(in, version);
                assertFalse(in.isReadable(), c + " v" + version + " left bytes unread");
                assertArrayEquals(kafka, kwireBytes(c.codec(), read, version), c + " v" + version);
            } finally {
                in.release();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("cases")
    <T> void everyTruncationIsMalformedNamingAFieldWithTheReaderIndexUnmoved(Case<T> c) {
        String codec = c.codec().getClass().getSimpleName();
        String holder = codec.substring(0, codec.indexOf('_') + 1).replace('_', '.');
        for (short version = c.codec().lowestVersion(); version <= c.codec().highestVersion(); version++) {
            short v = version;
            byte[] kafka = kafkaBytes(c.kafka(), version);
            for (int cut = 0; cut < kafka.length; cut++) {
                ByteBuf in = Unpooled.wrappedBuffer(kafka, 0, cut);
                try {
                    MalformedMessageException e = assertThrows(MalformedMessageException.class,
                            () -> c.codec().read(in, v), c + " v" + v + " cut at " + cut);
                    assertTrue(e.field().startsWith(holder), c + " v" + v + ": " + e.field());
                    assertEquals(0, in.readerIndex(), c + " v" + v + " cut at " + cut);
                } finally {
                    in.release();
                }
            }
        }
    }

    @Test
    void aNullMechanismIsMalformedNamingIt() {
        ByteBuf in = Unpooled.wrappedBuffer(new byte[] {(byte) 0xff, (byte) 0xff});
        try {
            MalformedMessageException e = assertThrows(MalformedMessageException.class,
                    () -> SaslMessages_HandshakeRequestCodec.INSTANCE.read(in, (short) 1));
            assertEquals("SaslMessages.HandshakeRequest.mechanism", e.field());
            assertEquals(0, in.readerIndex());
        } finally {
            in.release();
        }
    }

    @Test
    void aNullErrorMessageIsReadAsNull() {
        for (short version = 0; version <= 2; version++) {
            ByteBuf in = Unpooled.wrappedBuffer(kafkaBytes(new SaslAuthenticateResponseData().setErrorMessage(null),
                    version));
            try {
                AuthenticateResponse read = SaslMessages_AuthenticateResponseCodec.INSTANCE.read(in, version);
                assertNull(read.errorMessage, "v" + version);
            } finally {
                in.release();
            }
        }
    }

    private static AuthenticateResponse authenticateResponse(short errorCode, String errorMessage, byte[] token,
            long lifetime) {
        AuthenticateResponse response = new AuthenticateResponse(errorCode, errorMessage, token);
        response.sessionLifetimeMs = lifetime;
        return response;
    }

    /** Every field set, the tagged features too (Kafka and kwire drop them before v3, being ignorable). */
    private static ApiVersionsMessages.Response apiVersionsResponse() {
        ApiVersionsMessages.Response response = new ApiVersionsMessages.Response((short) 0, RANGES);
        response.throttleTimeMs = 250;
        SupportedFeatureKey supported = new SupportedFeatureKey();
        supported.name = "metadata.version";
        supported.minVersion = 1;
        supported.maxVersion = 27;
        response.supportedFeatures = new ArrayList<>(List.of(supported));
        response.finalizedFeaturesEpoch = 42;
        FinalizedFeatureKey finalized = new FinalizedFeatureKey();
        finalized.name = "metadata.version";
        finalized.maxVersionLevel = 27;
        finalized.minVersionLevel = 27;
        response.finalizedFeatures = new ArrayList<>(List.of(finalized));
        response.zkMigrationReady = true;
        return response;
    }

    private static ApiVersionsResponseData kafkaApiVersionsResponse() {
        ApiVersionsResponseData.SupportedFeatureKeyCollection supported =
                new ApiVersionsResponseData.SupportedFeatureKeyCollection();
        supported.add(new ApiVersionsResponseData.SupportedFeatureKey().setName("metadata.version")
                .setMinVersion((short) 1).setMaxVersion((short) 27));
        ApiVersionsResponseData.FinalizedFeatureKeyCollection finalized =
                new ApiVersionsResponseData.FinalizedFeatureKeyCollection();
        finalized.add(new ApiVersionsResponseData.FinalizedFeatureKey().setName("metadata.version")
                .setMaxVersionLevel((short) 27).setMinVersionLevel((short) 27));
        return new ApiVersionsResponseData().setApiKeys(kafkaApis(RANGES.toArray(ApiVersionRange[]::new)))
                .setThrottleTimeMs(250).setSupportedFeatures(supported).setFinalizedFeaturesEpoch(42)
                .setFinalizedFeatures(finalized).setZkMigrationReady(true);
    }

    private static ApiVersionsResponseData.ApiVersionCollection kafkaApis(ApiVersionRange... ranges) {
        ApiVersionsResponseData.ApiVersionCollection apis = new ApiVersionsResponseData.ApiVersionCollection();
        for (ApiVersionRange range : ranges) {
            apis.add(new ApiVersionsResponseData.ApiVersion().setApiKey(range.apiKey())
                    .setMinVersion(range.lowestVersion()).setMaxVersion(range.highestVersion()));
        }
        return apis;
    }

    private static <T> byte[] kwireBytes(MessageCodec<T> codec, T message, short version) {
        ByteBuf out = Unpooled.buffer();
        try {
            codec.write(message, out, version);
            byte[] bytes = new byte[out.readableBytes()];
            out.readBytes(bytes);
            return bytes;
        } finally {
            out.release();
        }
    }

    private static byte[] kafkaBytes(Message message, short version) {
        ByteBuffer buffer = MessageUtil.toByteBufferAccessor(message, version).buffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }
}
