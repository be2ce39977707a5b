// Converted from common/message/ListPartitionReassignmentsRequest.json of kafka-clients 4.4.0
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
import java.util.List;

/**
 * Kafka's ListPartitionReassignmentsRequest, API key 46: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/ListPartitionReassignmentsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 46, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class ListPartitionReassignmentsRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The time in ms to wait for the request to complete.
     */
    @Default("60000")
    public int timeoutMs = 60000;

    /**
     * The topics to list partition reassignments for, or null to list everything.
     */
    @NullableVersions("0+")
    @Default("null")
    public List<ListPartitionReassignmentsTopics> topics = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to list partition reassignments for, or null to list everything.
     */
    public static class ListPartitionReassignmentsTopics {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The partitions to list partition reassignments for.
         */
        public int[] partitionIndexes = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
