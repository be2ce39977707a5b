// Converted from common/message/AlterPartitionReassignmentsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterPartitionReassignmentsResponse, API key 45: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds the ability to allow/disallow changing the replication factor as part of the
 * request.
 *
 * <p>Converted from common/message/AlterPartitionReassignmentsResponse.json of kafka-clients
 * 4.4.0.
 */
@ApiKey(value = 45, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("0+")
public class AlterPartitionReassignmentsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The option indicating whether changing the replication factor of any given partition as part of
     * the request was allowed.
     */
    @Versions("1+")
    @Default("true")
    @Ignorable
    public boolean allowReplicationFactorChange = true;

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
     * The responses to topics to reassign.
     */
    public List<ReassignableTopicResponse> responses = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses to topics to reassign.
     */
    public static class ReassignableTopicResponse {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The responses to partitions to reassign.
         */
        public List<ReassignablePartitionResponse> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses to partitions to reassign.
     */
    public static class ReassignablePartitionResponse {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code for this partition, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The error message for this partition, or null if there was no error.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
