// Converted from common/message/SnapshotHeaderRecord.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's SnapshotHeaderRecord, a message that is not an API's (Kafka stores or embeds it):
 * versions 0, flexible 0+.
 *
 * <p>Converted from common/message/SnapshotHeaderRecord.json of kafka-clients 4.4.0.
 */
@Versions("0")
@Flexible("0+")
public class SnapshotHeaderRecord {
    /**
     * The version of the snapshot header record.
     */
    public short version;

    /**
     * The append time of the last record from the log contained in this snapshot.
     */
    public long lastContainedLogTimestamp;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
