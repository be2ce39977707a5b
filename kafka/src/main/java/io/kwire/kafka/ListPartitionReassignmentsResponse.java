// Converted from common/message/ListPartitionReassignmentsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ListPartitionReassignmentsResponse, API key 46: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/ListPartitionReassignmentsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 46, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class ListPartitionReassignmentsResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top-level error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The top-level error message, or null if there was no error.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * The ongoing reassignments for each topic.
     */
    public List<OngoingTopicReassignment> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The ongoing reassignments for each topic.
     */
    public static class OngoingTopicReassignment {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The ongoing reassignments for each partition.
         */
        public List<OngoingPartitionReassignment> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The ongoing reassignments for each partition.
     */
    public static class OngoingPartitionReassignment {
        /**
         * The index of the partition.
         */
        public int partitionIndex;

        /**
         * The current replica set.
         */
        public int[] replicas = NO_INT32S;

        /**
         * The set of replicas we are currently adding.
         */
        public int[] addingReplicas = NO_INT32S;

        /**
         * The set of replicas we are currently removing.
         */
        public int[] removingReplicas = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
