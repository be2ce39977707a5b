package io.kwire.examples.pipeline.apiversions;

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
 * The ApiVersions response (API key 18), versions 0-5, flexible from 3, as Kafka 4.4.0's
 * {@code ApiVersionsResponse.json} has it: for the pipeline tests, until the examples have their own.
 */
@ApiKey(value = 18, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("3+")
public class ApiVersionsResponse {
    /** The top-level error code. */
    public short errorCode;

    /** The APIs the peer speaks. */
    public List<ApiVersion> apiKeys = new ArrayList<>();

    /** How long the request was throttled, in milliseconds. */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /** The features the broker supports. */
    @Versions("3+")
    @Tagged(tag = 0)
    @Ignorable
    public List<SupportedFeatureKey> supportedFeatures = new ArrayList<>();

    /** The epoch of the finalized features, or -1. */
    @Versions("3+")
    @Tagged(tag = 1)
    @Default("-1")
    @Ignorable
    public long finalizedFeaturesEpoch = -1;

    /** The cluster-wide finalized features. */
    @Versions("3+")
    @Tagged(tag = 2)
    @Ignorable
    public List<FinalizedFeatureKey> finalizedFeatures = new ArrayList<>();

    /** Set by a KRaft controller ready for a ZooKeeper migration. */
    @Versions("3+")
    @Tagged(tag = 3)
    @Ignorable
    public boolean zkMigrationReady;

    /** Tagged fields this class does not know. */
    public List<RawTaggedField> unknownTaggedFields = new ArrayList<>();

    /** The versions of one API. */
    public static class ApiVersion {
        /** The API key. */
        public short apiKey;

        /** The lowest version, inclusive. */
        public short minVersion;

        /** The highest version, inclusive. */
        public short maxVersion;

        /** Tagged fields this class does not know. */
        public List<RawTaggedField> unknownTaggedFields = new ArrayList<>();
    }

    /** A feature the broker supports. */
    public static class SupportedFeatureKey {
        /** The feature's name. */
        public String name = "";

        /** The lowest version supported. */
        public short minVersion;

        /** The highest version supported. */
        public short maxVersion;

        /** Tagged fields this class does not know. */
        public List<RawTaggedField> unknownTaggedFields = new ArrayList<>();
    }

    /** A finalized feature of the cluster. */
    public static class FinalizedFeatureKey {
        /** The feature's name. */
        public String name = "";

        /** The finalized highest version level. */
        public short maxVersionLevel;

        /** The finalized lowest version level. */
        public short minVersionLevel;

        /** Tagged fields this class does not know. */
        public List<RawTaggedField> unknownTaggedFields = new ArrayList<>();
    }
}
