// Converted from common/message/ShareGroupDescribeRequest.json of kafka-clients 4.4.0
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
 * Kafka's ShareGroupDescribeRequest, API key 77: versions 1, flexible 0+.
 *
 * <p>Version 0 was used for early access of KIP-932 in Apache Kafka 4.0 but removed in Apache
 * Kafka 4.1.
 *
 * <p>Version 1 is the initial stable version (KIP-932).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ShareGroupDescribeRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 77, type = MessageType.REQUEST)
@Versions("1")
@Flexible("0+")
public class ShareGroupDescribeRequest {
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
