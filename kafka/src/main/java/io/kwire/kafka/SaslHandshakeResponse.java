// Converted from common/message/SaslHandshakeResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's SaslHandshakeResponse, API key 17: versions 0-1, none flexible.
 *
 * <p>Version 1 is the same as version 0. NOTE: Version cannot be easily bumped due to incorrect
 * client negotiation for clients &lt;= 2.4. See https://issues.apache.org/jira/browse/KAFKA-9577
 *
 * <p>Converted from common/message/SaslHandshakeResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 17, type = MessageType.RESPONSE)
@Versions("0-1")
public class SaslHandshakeResponse {
    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The mechanisms enabled in the server.
     */
    public List<String> mechanisms = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
