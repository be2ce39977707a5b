// Converted from common/message/AllocateProducerIdsRequest.json of kafka-clients 4.4.0
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
 * Kafka's AllocateProducerIdsRequest, API key 67: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/AllocateProducerIdsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 67, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class AllocateProducerIdsRequest {
    /**
     * The ID of the requesting broker.
     */
    public int brokerId;

    /**
     * The epoch of the requesting broker.
     */
    @Default("-1")
    public long brokerEpoch = -1L;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
