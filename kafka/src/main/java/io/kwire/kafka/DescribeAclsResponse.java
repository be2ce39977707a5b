// Converted from common/message/DescribeAclsResponse.json of kafka-clients 4.4.0
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
 * Kafka's DescribeAclsResponse, API key 29: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 adds
 * PatternType. Starting in version 1, on quota violation, brokers send out responses before
 * throttling. Version 2 enables flexible versions. Version 3 adds user resource type.
 *
 * <p>Converted from common/message/DescribeAclsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 29, type = MessageType.RESPONSE)
@Versions("1-3")
@Flexible("2+")
public class DescribeAclsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The error message, or null if there was no error.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * Each Resource that is referenced in an ACL.
     */
    public List<DescribeAclsResource> resources = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each Resource that is referenced in an ACL.
     */
    public static class DescribeAclsResource {
        /**
         * The resource type.
         */
        public byte resourceType;

        /**
         * The resource name.
         */
        public String resourceName = "";

        /**
         * The resource pattern type.
         */
        @Versions("1+")
        @Default("3")
        public byte patternType = 3;

        /**
         * The ACLs.
         */
        public List<AclDescription> acls = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The ACLs.
     */
    public static class AclDescription {
        /**
         * The ACL principal.
         */
        public String principal = "";

        /**
         * The ACL host.
         */
        public String host = "";

        /**
         * The ACL operation.
         */
        public byte operation;

        /**
         * The ACL permission type.
         */
        public byte permissionType;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
