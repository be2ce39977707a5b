// Converted from common/message/StreamsGroupDescribeRequest.json of kafka-clients 4.4.0
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
 * Kafka's StreamsGroupDescribeRequest, API key 89: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds IncludeTopologyDescription (KIP-1331).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/StreamsGroupDescribeRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 89, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class StreamsGroupDescribeRequest {
    /**
     * The ids of the groups to describe
     */
    public List<String> groupIds = new ArrayList<>();

    /**
     * Whether to include authorized operations.
     */
    public boolean includeAuthorizedOperations;

    /**
     * Whether to include the full topology description from the topology description plugin in the
     * response.
     */
    @Versions("1+")
    @Default("false")
    public boolean includeTopologyDescription = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
