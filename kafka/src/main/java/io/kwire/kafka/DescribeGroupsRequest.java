// Converted from common/message/DescribeGroupsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeGroupsRequest, API key 15: versions 0-6, flexible 5+.
 *
 * <p>Versions 1 and 2 are the same as version 0.
 *
 * <p>Starting in version 3, authorized operations can be requested.
 *
 * <p>Starting in version 4, the response will include group.instance.id info for members.
 *
 * <p>Version 5 is the first flexible version.
 *
 * <p>Version 6 returns error code GROUP_ID_NOT_FOUND if the group ID is not found (KIP-1043).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeGroupsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 15, type = MessageType.REQUEST)
@Versions("0-6")
@Flexible("5+")
public class DescribeGroupsRequest {
    /**
     * The names of the groups to describe.
     */
    public List<String> groups = new ArrayList<>();

    /**
     * Whether to include authorized operations.
     */
    @Versions("3+")
    public boolean includeAuthorizedOperations;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
