// Converted from common/message/AlterPartitionReassignmentsRequest.json of kafka-clients 4.4.0
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
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterPartitionReassignmentsRequest, API key 45: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds the ability to allow/disallow changing the replication factor as part of the
 * request.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/AlterPartitionReassignmentsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 45, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class AlterPartitionReassignmentsRequest {
    /**
     * The time in ms to wait for the request to complete.
     */
    @Default("60000")
    public int timeoutMs = 60000;

    /**
     * The option indicating whether changing the replication factor of any given partition as part of
     * this request is a valid move.
     */
    @Versions("1+")
    @Default("true")
    public boolean allowReplicationFactorChange = true;

    /**
     * The topics to reassign.
     */
    public List<ReassignableTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to reassign.
     */
    public static class ReassignableTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The partitions to reassign.
         */
        public List<ReassignablePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partitions to reassign.
     */
    public static class ReassignablePartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The replicas to place the partitions on, or null to cancel a pending reassignment for this
         * partition.
         */
        @NullableVersions("0+")
        @Default("null")
        public int[] replicas = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
