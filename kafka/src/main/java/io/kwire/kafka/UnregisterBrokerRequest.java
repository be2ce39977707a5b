// Converted from common/message/UnregisterBrokerRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's UnregisterBrokerRequest, API key 64: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/UnregisterBrokerRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 64, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class UnregisterBrokerRequest {
    /**
     * The broker ID to unregister.
     */
    public int brokerId;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
