// Converted from common/message/CreateTopicsRequest.json of kafka-clients 4.4.0
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
 * Kafka's CreateTopicsRequest, API key 19: versions 2-7, flexible 5+.
 *
 * <p>Versions 0-1 were removed in Apache Kafka 4.0, Version 2 is the new baseline.
 *
 * <p>Version 1 adds validateOnly.
 *
 * <p>Version 4 makes partitions/replicationFactor optional even when assignments are not present
 * (KIP-464)
 *
 * <p>Version 5 is the first flexible version. Version 5 also returns topic configs in the response
 * (KIP-525).
 *
 * <p>Version 6 is identical to version 5 but may return a THROTTLING_QUOTA_EXCEEDED error in the
 * response if the topics creation is throttled (KIP-599).
 *
 * <p>Version 7 is the same as version 6.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/CreateTopicsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 19, type = MessageType.REQUEST)
@Versions("2-7")
@Flexible("5+")
public class CreateTopicsRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The topics to create.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<CreatableTopic> topics = new ArrayList<>();

    /**
     * How long to wait in milliseconds before timing out the request.
     */
    @Default("60000")
    public int timeoutMs = 60000;

    /**
     * If true, check that the topics can be created as specified, but don't create anything.
     */
    @Versions("1+")
    @Default("false")
    public boolean validateOnly = false;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to create.
     */
    public static class CreatableTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The number of partitions to create in the topic, or -1 if we are either specifying a manual
         * partition assignment or using the default partitions.
         */
        public int numPartitions;

        /**
         * The number of replicas to create for each partition in the topic, or -1 if we are either
         * specifying a manual partition assignment or using the default replication factor.
         */
        public short replicationFactor;

        /**
         * The manual partition assignment, or the empty array if we are using automatic assignment.
         *
         * <p>Kafka's own classes look its elements up by partitionIndex (the spec's map key); the wire and
         * kwire keep them in order, duplicates included.
         */
        public List<CreatableReplicaAssignment> assignments = new ArrayList<>();

        /**
         * The custom topic configurations to set.
         *
         * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        public List<CreatableTopicConfig> configs = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The manual partition assignment, or the empty array if we are using automatic assignment.
     */
    public static class CreatableReplicaAssignment {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The brokers to place the partition on.
         */
        public int[] brokerIds = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The custom topic configurations to set.
     */
    public static class CreatableTopicConfig {
        /**
         * The configuration name.
         */
        public String name = "";

        /**
         * The configuration value.
         */
        @NullableVersions("0+")
        public String value = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
