// Converted from common/message/SaslAuthenticateRequest.json of kafka-clients 4.4.0
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
 * Kafka's SaslAuthenticateRequest, API key 36: versions 0-2, flexible 2+.
 *
 * <p>Version 1 is the same as version 0. Version 2 adds flexible version support
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/SaslAuthenticateRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 36, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("2+")
public class SaslAuthenticateRequest {
    /**
     * The SASL authentication bytes from the client, as defined by the SASL mechanism.
     */
    public byte[] authBytes = new byte[0];

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
