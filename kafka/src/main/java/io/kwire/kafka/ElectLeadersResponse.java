// Converted from common/message/ElectLeadersResponse.json of kafka-clients 4.4.0
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
 * Kafka's ElectLeadersResponse, API key 43: versions 0-2, flexible 2+.
 *
 * <p>Version 1 adds a top-level error code.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Converted from common/message/ElectLeadersResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 43, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("2+")
public class ElectLeadersResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    @Versions("1+")
    public short errorCode;

    /**
     * The election results, or an empty array if the requester did not have permission and the request
     * asks for all partitions.
     */
    public List<ReplicaElectionResult> replicaElectionResults = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The election results, or an empty array if the requester did not have permission and the request
     * asks for all partitions.
     */
    public static class ReplicaElectionResult {
        /**
         * The topic name.
         */
        public String topic = "";

        /**
         * The results for each partition.
         */
        public List<PartitionResult> partitionResult = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The results for each partition.
     */
    public static class PartitionResult {
        /**
         * The partition id.
         */
        public int partitionId;

        /**
         * The result error, or zero if there was no error.
         */
        public short errorCode;

        /**
         * The result message, or null if there was no error.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
