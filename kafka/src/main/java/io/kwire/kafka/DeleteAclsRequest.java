// Converted from common/message/DeleteAclsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DeleteAclsRequest, API key 31: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 adds the
 * pattern type. Version 2 enables flexible versions. Version 3 adds the user resource type.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DeleteAclsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 31, type = MessageType.REQUEST)
@Versions("1-3")
@Flexible("2+")
public class DeleteAclsRequest {
    /**
     * The filters to use when deleting ACLs.
     */
    public List<DeleteAclsFilter> filters = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The filters to use when deleting ACLs.
     */
    public static class DeleteAclsFilter {
        /**
         * The resource type.
         */
        public byte resourceTypeFilter;

        /**
         * The resource name, or null to match any resource name.
         */
        @NullableVersions("0+")
        public String resourceNameFilter = "";

        /**
         * The pattern type.
         */
        @Versions("1+")
        @Default("3")
        public byte patternTypeFilter = 3;

        /**
         * The principal filter, or null to accept all principals.
         */
        @NullableVersions("0+")
        public String principalFilter = "";

        /**
         * The host filter, or null to accept all hosts.
         */
        @NullableVersions("0+")
        public String hostFilter = "";

        /**
         * The ACL operation.
         */
        public byte operation;

        /**
         * The permission type.
         */
        public byte permissionType;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
