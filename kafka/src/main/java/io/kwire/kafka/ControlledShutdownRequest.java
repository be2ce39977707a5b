// Converted from common/message/ControlledShutdownRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/**
 * Kafka's ControlledShutdownRequest, API key 7: removed from Kafka, which has no version of it
 * left, so it gets no codec.
 *
 * <p>This request was removed in Apache Kafka 4.0.
 *
 * <p>Converted from common/message/ControlledShutdownRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 7, type = MessageType.REQUEST)
@Versions("none")
public class ControlledShutdownRequest {
}
