// Converted from common/message/ResponseHeader.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's ResponseHeader, a header: versions 0-1, flexible 1+.
 *
 * <p>Version 1 is the first flexible version.
 *
 * <p>Converted from common/message/ResponseHeader.json of kafka-clients 4.4.0.
 */
@Versions("0-1")
@Flexible("1+")
public class ResponseHeader {
    /**
     * The correlation ID of this response.
     */
    public int correlationId;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
