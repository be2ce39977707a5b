package io.kwire.codec.netty;

import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.ApiVersionRange;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ApiVersionsResponse (v0-5, flexible 3+), as Kafka 4.4.0's spec declares it, which
 * {@link ApiVersionsResponses} and {@link KafkaRequestDecoder} write through the codec kwire's
 * processor generates for it ({@code ApiVersionsMessages_ResponseCodec}). The request is never
 * written or read here: the user's registry has its codec.
 */
final class ApiVersionsMessages {
    private ApiVersionsMessages() {
    }

    /** ApiVersionsResponse: the error code, the APIs offered, and the features, left at their defaults. */
    @Versions("0-5")
    @Flexible("3+")
    static final class Response {
        short errorCode;
        List<ApiVersion> apiKeys = new ArrayList<>();
        @Versions("1+")
        @Ignorable
        int throttleTimeMs;
        @Versions("3+")
        @Tagged(tag = 0, versions = "3+")
        @Ignorable
        List<SupportedFeatureKey> supportedFeatures = new ArrayList<>();
        @Versions("3+")
        @Tagged(tag = 1, versions = "3+")
        @Default("-1")
        @Ignorable
        long finalizedFeaturesEpoch = -1L;
        @Versions("3+")
        @Tagged(tag = 2, versions = "3+")
        @Ignorable
        List<FinalizedFeatureKey> finalizedFeatures = new ArrayList<>();
        @Versions("3+")
        @Tagged(tag = 3, versions = "3+")
        @Default("false")
        @Ignorable
        boolean zkMigrationReady;

        Response() {
        }

        /** A response with {@code errorCode} offering {@code ranges}, with a throttle time of 0. */
        Response(short errorCode, List<ApiVersionRange> ranges) {
            this.errorCode = errorCode;
            for (ApiVersionRange range : ranges) {
                apiKeys.add(new ApiVersion(range));
            }
        }
    }

    /** One API the server offers, and its versions. */
    static final class ApiVersion {
        short apiKey;
        short minVersion;
        short maxVersion;

        ApiVersion() {
        }

        ApiVersion(ApiVersionRange range) {
            this.apiKey = range.apiKey();
            this.minVersion = range.lowestVersion();
            this.maxVersion = range.highestVersion();
        }
    }

    /** A feature the server supports, and its versions. */
    static final class SupportedFeatureKey {
        @Versions("3+")
        String name = "";
        @Versions("3+")
        short minVersion;
        @Versions("3+")
        short maxVersion;
    }

    /** A feature finalized cluster-wide, and its version levels. */
    static final class FinalizedFeatureKey {
        @Versions("3+")
        String name = "";
        @Versions("3+")
        short maxVersionLevel;
        @Versions("3+")
        short minVersionLevel;
    }
}
