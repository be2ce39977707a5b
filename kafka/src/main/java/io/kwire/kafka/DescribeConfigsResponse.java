// Converted from common/message/DescribeConfigsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeConfigsResponse, API key 32: versions 1-4, flexible 4+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 adds
 * ConfigSource and the synonyms. Starting in version 2, on quota violation, brokers send out
 * responses before throttling. Version 4 enables flexible versions.
 *
 * <p>Converted from common/message/DescribeConfigsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 32, type = MessageType.RESPONSE)
@Versions("1-4")
@Flexible("4+")
public class DescribeConfigsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The results for each resource.
     */
    public List<DescribeConfigsResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each resource.
     */
    public static class DescribeConfigsResult {
        /**
         * The error code, or 0 if we were able to successfully describe the configurations.
         */
        public short errorCode;

        /**
         * The error message, or null if we were able to successfully describe the configurations.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * The resource type.
         */
        public byte resourceType;

        /**
         * The resource name.
         */
        public String resourceName = "";

        /**
         * Each listed configuration.
         */
        public List<DescribeConfigsResourceResult> configs = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Each listed configuration.
     */
    public static class DescribeConfigsResourceResult {
        /**
         * The configuration name.
         */
        public String name = "";

        /**
         * The configuration value.
         */
        @NullableVersions("0+")
        public String value = "";

        /**
         * True if the configuration is read-only.
         */
        public boolean readOnly;

        /**
         * The configuration source.
         */
        @Versions("1+")
        @Default("-1")
        @Ignorable
        public byte configSource = -1;

        /**
         * True if this configuration is sensitive.
         */
        public boolean isSensitive;

        /**
         * The synonyms for this configuration key.
         */
        @Versions("1+")
        @Ignorable
        public List<DescribeConfigsSynonym> synonyms = new ArrayList<>();

        /**
         * The configuration data type. Type can be one of the following values - BOOLEAN, STRING, INT,
         * SHORT, LONG, DOUBLE, LIST, CLASS, PASSWORD.
         */
        @Versions("3+")
        @Default("0")
        @Ignorable
        public byte configType = 0;

        /**
         * The configuration documentation.
         */
        @Versions("3+")
        @NullableVersions("0+")
        @Ignorable
        public String documentation = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The synonyms for this configuration key.
     */
    public static class DescribeConfigsSynonym {
        /**
         * The synonym name.
         */
        @Versions("1+")
        public String name = "";

        /**
         * The synonym value.
         */
        @Versions("1+")
        @NullableVersions("0+")
        public String value = "";

        /**
         * The synonym source.
         */
        @Versions("1+")
        public byte source;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
