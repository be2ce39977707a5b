// Converted from common/message/ConsumerGroupDescribeRequest.json of kafka-clients 4.4.0
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
 * Kafka's ConsumerGroupDescribeRequest, API key 69: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds MemberType field to ConsumerGroupDescribeResponse (KIP-1099). For
 * ConsumerGroupDescribeRequest, version 1 is same as version 0.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ConsumerGroupDescribeRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 69, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class ConsumerGroupDescribeRequest {
    /**
     * The ids of the groups to describe.
     */
    public List<String> groupIds = new ArrayList<>();

    /**
     * Whether to include authorized operations.
     */
    public boolean includeAuthorizedOperations;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
