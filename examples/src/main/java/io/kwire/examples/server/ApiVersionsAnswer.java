package io.kwire.examples.server;

import io.kwire.codec.ApiRegistry;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.ApiVersionsResponseCodec;
import java.util.regex.Pattern;

/**
 * Answers ApiVersions with the server's registry, checking the client's software name as Kafka does; open to
 * every principal, since a client asks it before it logs in.
 */
final class ApiVersionsAnswer implements Route.Open<ApiVersionsRequest, ApiVersionsResponse> {
    private static final Pattern SOFTWARE = Pattern.compile("[a-zA-Z0-9](?:[a-zA-Z0-9\\-.]*[a-zA-Z0-9])?");
    private static final short FIRST_WITH_SOFTWARE = 3;

    private final ApiRegistry registry;

    ApiVersionsAnswer(ApiRegistry registry) {
        this.registry = registry;
    }

    @Override
    public ApiVersionsResponse answer(ApiVersionsRequest request, short version) {
        if (version >= FIRST_WITH_SOFTWARE && !(SOFTWARE.matcher(request.clientSoftwareName).matches()
                && SOFTWARE.matcher(request.clientSoftwareVersion).matches())) {
            ApiVersionsResponse refused = new ApiVersionsResponse();
            refused.errorCode = ErrorCode.INVALID_REQUEST.code();
            return refused;
        }
        return ApiVersionsResponses.build(registry, ApiVersionsResponseCodec.INSTANCE, version);
    }
}
