// Converted from common/message/AbortedTxn.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's AbortedTxn, a message that is not an API's (Kafka stores or embeds it): versions 0, none
 * flexible.
 *
 * <p>Converted from common/message/AbortedTxn.json of kafka-clients 4.4.0.
 */
@Versions("0")
public class AbortedTxn {
    /**
     * The producer id associated with the aborted transaction
     */
    public long producerId;

    /**
     * The first offset in the aborted transaction
     */
    public long firstOffset;

    /**
     * The last offset in the aborted transaction
     */
    public long lastOffset;

    /**
     * The last stable offset at the time the transaction was aborted
     */
    public long lastStableOffset;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
