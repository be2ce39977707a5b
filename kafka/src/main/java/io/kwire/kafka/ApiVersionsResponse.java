// Converted from common/message/ApiVersionsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

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
 * Kafka's ApiVersionsResponse, API key 18: versions 0-5, flexible 3+.
 *
 * <p>Version 1 adds throttle time to the response.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 3 is the first flexible version. Tagged fields are only supported in the body but not
 * in the header. The length of the header must not change in order to guarantee the backward
 * compatibility.
 *
 * <p>Starting from Apache Kafka 2.4 (KIP-511), ApiKeys field is populated with the supported
 * versions of the ApiVersionsRequest when an UNSUPPORTED_VERSION error is returned.
 *
 * <p>Version 4 fixes KAFKA-17011, which blocked SupportedFeatures.MinVersion from being 0.
 *
 * <p>Version 5 introduces ClusterId and NodeId checking and REBOOTSTRAP_REQUIRED error (KIP-1242).
 *
 * <p>Converted from common/message/ApiVersionsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 18, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("3+")
public class ApiVersionsResponse {
    /**
     * The top-level error code.
     */
    public short errorCode;

    /**
     * The APIs supported by the broker.
     *
     * <p>Kafka's own classes look its elements up by apiKey (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<ApiVersion> apiKeys = new ArrayList<>();

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * Features supported by the broker. Note: in v0-v3, features with MinSupportedVersion = 0 are
     * omitted.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("3+")
    @Tagged(tag = 0, versions = "3+")
    @Ignorable
    public List<SupportedFeatureKey> supportedFeatures = new ArrayList<>();

    /**
     * The monotonically increasing epoch for the finalized features information. Valid values are
     * &gt;= 0. A value of -1 is special and represents unknown epoch.
     */
    @Versions("3+")
    @Tagged(tag = 1, versions = "3+")
    @Default("-1")
    @Ignorable
    public long finalizedFeaturesEpoch = -1L;

    /**
     * List of cluster-wide finalized features. The information is valid only if FinalizedFeaturesEpoch
     * &gt;= 0.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @Versions("3+")
    @Tagged(tag = 2, versions = "3+")
    @Ignorable
    public List<FinalizedFeatureKey> finalizedFeatures = new ArrayList<>();

    /**
     * Set by a KRaft controller if the required configurations for ZK migration are present.
     */
    @Versions("3+")
    @Tagged(tag = 3, versions = "3+")
    @Default("false")
    @Ignorable
    public boolean zkMigrationReady = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The APIs supported by the broker.
     */
    public static class ApiVersion {
        /**
         * The API index.
         */
        public short apiKey;

        /**
         * The minimum supported version, inclusive.
         */
        public short minVersion;

        /**
         * The maximum supported version, inclusive.
         */
        public short maxVersion;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Features supported by the broker. Note: in v0-v3, features with MinSupportedVersion = 0 are
     * omitted.
     */
    public static class SupportedFeatureKey {
        /**
         * The name of the feature.
         */
        @Versions("3+")
        public String name = "";

        /**
         * The minimum supported version for the feature.
         */
        @Versions("3+")
        public short minVersion;

        /**
         * The maximum supported version for the feature.
         */
        @Versions("3+")
        public short maxVersion;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * List of cluster-wide finalized features. The information is valid only if FinalizedFeaturesEpoch
     * &gt;= 0.
     */
    public static class FinalizedFeatureKey {
        /**
         * The name of the feature.
         */
        @Versions("3+")
        public String name = "";

        /**
         * The cluster-wide finalized max version level for the feature.
         */
        @Versions("3+")
        public short maxVersionLevel;

        /**
         * The cluster-wide finalized min version level for the feature.
         */
        @Versions("3+")
        public short minVersionLevel;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
