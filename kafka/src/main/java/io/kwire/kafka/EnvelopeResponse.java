// Converted from common/message/EnvelopeResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.netty.buffer.ByteBuf;
import java.util.List;

/**
 * Kafka's EnvelopeResponse, API key 58: versions 0, flexible 0+.
 *
 * <p>Response struct for forwarding.
 *
 * <p>Converted from common/message/EnvelopeResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 58, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class EnvelopeResponse {
    /**
     * The embedded response header and data.
     */
    @NullableVersions("0+")
    @Default("null")
    public ByteBuf responseData = null;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
