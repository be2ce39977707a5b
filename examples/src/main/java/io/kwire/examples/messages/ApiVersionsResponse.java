package io.kwire.examples.messages;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * The ApiVersions response (API key 18), versions 0-5, flexible from version 3: the APIs and
 * version ranges a broker or controller supports and, as tagged fields, its supported and
 * finalized features. Its response header is always version 0, so that a client that asked with
 * a version the server does not know can still read the answer. Mirrors Kafka 4.4.0's
 * {@code ApiVersionsResponse.json}.
 */
@ApiKey(value = 18, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("3+")
public class ApiVersionsResponse {
    /** The top-level error code. */
    public short errorCode;

    /** The APIs supported by the broker. */
    public List<ApiVersion> apiKeys = new ArrayList<>();

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * Features supported by the broker. Note: in v0-v3, features with MinSupportedVersion = 0 are
     * omitted.
     */
    @Versions("3+")
    @Tagged(tag = 0)
    @Ignorable
    public List<SupportedFeatureKey> supportedFeatures = new ArrayList<>();

    /**
     * The monotonically increasing epoch for the finalized features information. Valid values are
     * &gt;= 0. A value of -1 is special and represents unknown epoch.
     */
    @Versions("3+")
    @Tagged(tag = 1)
    @Default("-1")
    @Ignorable
    public long finalizedFeaturesEpoch = -1;

    /**
     * List of cluster-wide finalized features. The information is valid only if
     * FinalizedFeaturesEpoch &gt;= 0.
     */
    @Versions("3+")
    @Tagged(tag = 2)
    @Ignorable
    public List<FinalizedFeatureKey> finalizedFeatures = new ArrayList<>();

    /** Set by a KRaft controller if the required configurations for ZK migration are present. */
    @Versions("3+")
    @Tagged(tag = 3)
    @Default("false")
    @Ignorable
    public boolean zkMigrationReady = false;

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** The version range of one API. */
    public static class ApiVersion {
        /** The API index. */
        public short apiKey;

        /** The minimum supported version, inclusive. */
        public short minVersion;

        /** The maximum supported version, inclusive. */
        public short maxVersion;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The version range of one feature the broker supports. */
    public static class SupportedFeatureKey {
        /** The name of the feature. */
        @Versions("3+")
        public String name = "";

        /** The minimum supported version for the feature. */
        @Versions("3+")
        public short minVersion;

        /** The maximum supported version for the feature. */
        @Versions("3+")
        public short maxVersion;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The version levels of one feature finalized for the whole cluster. */
    public static class FinalizedFeatureKey {
        /** The name of the feature. */
        @Versions("3+")
        public String name = "";

        /** The cluster-wide finalized max version level for the feature. */
        @Versions("3+")
        public short maxVersionLevel;

        /** The cluster-wide finalized min version level for the feature. */
        @Versions("3+")
        public short minVersionLevel;

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
