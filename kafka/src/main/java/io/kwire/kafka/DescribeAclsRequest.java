// Converted from common/message/DescribeAclsRequest.json of kafka-clients 4.4.0
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
import java.util.List;

/**
 * Kafka's DescribeAclsRequest, API key 29: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 adds
 * resource pattern type. Version 2 enables flexible versions. Version 3 adds user resource type.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DescribeAclsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 29, type = MessageType.REQUEST)
@Versions("1-3")
@Flexible("2+")
public class DescribeAclsRequest {
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
     * The resource pattern to match.
     */
    @Versions("1+")
    @Default("3")
    public byte patternTypeFilter = 3;

    /**
     * The principal to match, or null to match any principal.
     */
    @NullableVersions("0+")
    public String principalFilter = "";

    /**
     * The host to match, or null to match any host.
     */
    @NullableVersions("0+")
    public String hostFilter = "";

    /**
     * The operation to match.
     */
    public byte operation;

    /**
     * The permission type to match.
     */
    public byte permissionType;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
