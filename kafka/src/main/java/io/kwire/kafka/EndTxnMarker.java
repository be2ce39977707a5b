// Converted from common/message/EndTxnMarker.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's EndTxnMarker, a message that is not an API's (Kafka stores or embeds it): versions 0,
 * none flexible.
 *
 * <p>Converted from common/message/EndTxnMarker.json of kafka-clients 4.4.0.
 */
@Versions("0")
public class EndTxnMarker {
    /**
     * The coordinator epoch when appending the record
     */
    public int coordinatorEpoch;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
