// Converted from common/message/CreateAclsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's CreateAclsRequest, API key 30: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 adds
 * resource pattern type. Version 2 enables flexible versions. Version 3 adds user resource type.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/CreateAclsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 30, type = MessageType.REQUEST)
@Versions("1-3")
@Flexible("2+")
public class CreateAclsRequest {
    /**
     * The ACLs that we want to create.
     */
    public List<AclCreation> creations = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The ACLs that we want to create.
     */
    public static class AclCreation {
        /**
         * The type of the resource.
         */
        public byte resourceType;

        /**
         * The resource name for the ACL.
         */
        public String resourceName = "";

        /**
         * The pattern type for the ACL.
         */
        @Versions("1+")
        @Default("3")
        public byte resourcePatternType = 3;

        /**
         * The principal for the ACL.
         */
        public String principal = "";

        /**
         * The host for the ACL.
         */
        public String host = "";

        /**
         * The operation type for the ACL (read, write, etc.).
         */
        public byte operation;

        /**
         * The permission type for the ACL (allow, deny, etc.).
         */
        public byte permissionType;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
