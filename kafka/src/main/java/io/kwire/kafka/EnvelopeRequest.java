// Converted from common/message/EnvelopeRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.List;

/**
 * Kafka's EnvelopeRequest, API key 58: versions 0, flexible 0+.
 *
 * <p>Request struct for forwarding.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/EnvelopeRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 58, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class EnvelopeRequest {
    /**
     * The embedded request header and data.
     */
    public ByteBuf requestData = Unpooled.EMPTY_BUFFER;

    /**
     * Value of the initial client principal when the request is redirected by a broker.
     */
    @NullableVersions("0+")
    public byte[] requestPrincipal = new byte[0];

    /**
     * The original client's address in bytes.
     */
    public byte[] clientHostAddress = new byte[0];

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
