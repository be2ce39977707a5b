// Converted from common/message/DescribeClusterRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's DescribeClusterRequest, API key 60: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds EndpointType for KIP-919 support. Version 2 adds IncludeFencedBrokers for
 * KIP-1073 support.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DescribeClusterRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 60, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("0+")
public class DescribeClusterRequest {
    /**
     * Whether to include cluster authorized operations.
     */
    public boolean includeClusterAuthorizedOperations;

    /**
     * The endpoint type to describe. 1=brokers, 2=controllers.
     */
    @Versions("1+")
    @Default("1")
    public byte endpointType = 1;

    /**
     * Whether to include fenced brokers when listing brokers.
     */
    @Versions("2+")
    public boolean includeFencedBrokers;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
