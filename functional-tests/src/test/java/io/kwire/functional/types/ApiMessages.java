package io.kwire.functional.types;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/** Top-level API messages, for their codecs' API key, type and header versions. */
final class ApiMessages {
    private ApiMessages() {
    }

    /** A request of API 19 (CreateTopics), with its versions. */
    @ApiKey(value = 19, type = MessageType.REQUEST)
    @Versions("2-7")
    @Flexible("5+")
    static class TopicsRequest {
        int timeoutMs;
    }

    /** A response of API 19 (CreateTopics), with its versions. */
    @ApiKey(value = 19, type = MessageType.RESPONSE)
    @Versions("2-7")
    @Flexible("5+")
    static class TopicsResponse {
        int throttleTimeMs;
    }

    /** A request of API 18 (ApiVersions), with its versions: no fields at all. */
    @ApiKey(value = 18, type = MessageType.REQUEST)
    @Versions("0-4")
    @Flexible("3+")
    static class VersionsRequest {
    }

    /** A response of API 18 (ApiVersions), with its versions. */
    @ApiKey(value = 18, type = MessageType.RESPONSE)
    @Versions("0-4")
    @Flexible("3+")
    static class VersionsResponse {
        short errorCode;
    }
}
