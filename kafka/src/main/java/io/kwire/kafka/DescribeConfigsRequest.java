// Converted from common/message/DescribeConfigsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeConfigsRequest, API key 32: versions 1-4, flexible 4+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 adds
 * IncludeSynonyms and removes IsDefault. Version 2 is the same as version 1. Version 4 enables
 * flexible versions.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DescribeConfigsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 32, type = MessageType.REQUEST)
@Versions("1-4")
@Flexible("4+")
public class DescribeConfigsRequest {
    /**
     * The resources whose configurations we want to describe.
     */
    public List<DescribeConfigsResource> resources = new ArrayList<>();

    /**
     * True if we should include all synonyms.
     */
    @Versions("1+")
    @Default("false")
    public boolean includeSynonyms = false;

    /**
     * True if we should include configuration documentation.
     */
    @Versions("3+")
    @Default("false")
    public boolean includeDocumentation = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The resources whose configurations we want to describe.
     */
    public static class DescribeConfigsResource {
        /**
         * The resource type.
         */
        public byte resourceType;

        /**
         * The resource name.
         */
        public String resourceName = "";

        /**
         * The configuration keys to list, or null to list all configuration keys.
         */
        @NullableVersions("0+")
        public List<String> configurationKeys = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
