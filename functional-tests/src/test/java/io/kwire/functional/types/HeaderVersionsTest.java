package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;

/**
 * {@link ApiMessageCodec#headerVersion}: requests use header 1, or 2 in flexible versions;
 * responses header 0, or 1 in flexible versions; ApiVersions responses always header 0, so that a
 * client can read them before it knows which versions the broker speaks. Expected values are
 * written out by hand and also checked against Kafka's own {@link ApiKeys}.
 */
class HeaderVersionsTest {
    @Test
    void request() {
        ApiMessageCodec<ApiMessages.TopicsRequest> codec = ApiMessages_TopicsRequestCodec.INSTANCE;
        assertEquals(19, codec.apiKey());
        assertEquals(MessageType.REQUEST, codec.type());
        assertHeaderVersions(codec, new int[] {1, 1, 1, 2, 2, 2}, ApiKeys.CREATE_TOPICS, true); // versions 2-7
    }

    @Test
    void response() {
        ApiMessageCodec<ApiMessages.TopicsResponse> codec = ApiMessages_TopicsResponseCodec.INSTANCE;
        assertEquals(19, codec.apiKey());
        assertEquals(MessageType.RESPONSE, codec.type());
        assertHeaderVersions(codec, new int[] {0, 0, 0, 1, 1, 1}, ApiKeys.CREATE_TOPICS, false);
    }

    @Test
    void apiVersionsResponseAlwaysUsesHeaderZero() {
        ApiMessageCodec<ApiMessages.VersionsResponse> codec = ApiMessages_VersionsResponseCodec.INSTANCE;
        assertEquals(18, codec.apiKey());
        assertEquals(MessageType.RESPONSE, codec.type());
        assertHeaderVersions(codec, new int[] {0, 0, 0, 0, 0}, ApiKeys.API_VERSIONS, false); // versions 0-4
    }

    @Test
    void apiVersionsRequestFollowsTheRequestRule() {
        ApiMessageCodec<ApiMessages.VersionsRequest> codec = ApiMessages_VersionsRequestCodec.INSTANCE;
        assertEquals(18, codec.apiKey());
        assertEquals(MessageType.REQUEST, codec.type());
        assertHeaderVersions(codec, new int[] {1, 1, 1, 2, 2}, ApiKeys.API_VERSIONS, true);
    }

    @Test
    void messageWithoutFieldsIsEmptyOrJustItsTaggedFields() {
        ApiMessages.VersionsRequest request = new ApiMessages.VersionsRequest();
        encodesAs(ApiMessages_VersionsRequestCodec.INSTANCE, request, 0, "");
        encodesAs(ApiMessages_VersionsRequestCodec.INSTANCE, request, 3, "00");
    }

    private static void assertHeaderVersions(ApiMessageCodec<?> codec, int[] expected, ApiKeys kafka,
            boolean request) {
        assertEquals(expected.length, codec.highestVersion() - codec.lowestVersion() + 1);
        for (int i = 0; i < expected.length; i++) {
            short version = (short) (codec.lowestVersion() + i);
            assertEquals(expected[i], codec.headerVersion(version), "header version for version " + version);
            short kafkaHeader = request ? kafka.requestHeaderVersion(version) : kafka.responseHeaderVersion(version);
            assertEquals(kafkaHeader, codec.headerVersion(version), "Kafka's header version for version " + version);
        }
    }
}
