// Converted from common/message/LeaderAndIsrResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/**
 * Kafka's LeaderAndIsrResponse, API key 4: removed from Kafka, which has no version of it left, so
 * it gets no codec.
 *
 * <p>This request was removed in Apache Kafka 4.0.
 *
 * <p>Converted from common/message/LeaderAndIsrResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 4, type = MessageType.RESPONSE)
@Versions("none")
public class LeaderAndIsrResponse {
}
