// Converted from common/message/DescribeTransactionsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeTransactionsRequest, API key 65: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeTransactionsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 65, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class DescribeTransactionsRequest {
    /**
     * Array of transactionalIds to include in describe results. If empty, then no results will be
     * returned.
     */
    public List<String> transactionalIds = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
