package io.kwire.examples.messages;

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
 * The CreateTopics request (API key 19), versions 2-7, flexible from version 5: asks the
 * controller to create topics. Mirrors Kafka 4.4.0's {@code CreateTopicsRequest.json}.
 */
@ApiKey(value = 19, type = MessageType.REQUEST)
@Versions("2-7")
@Flexible("5+")
public class CreateTopicsRequest {
    /** The topics to create. */
    public List<CreatableTopic> topics = new ArrayList<>();

    /** How long to wait in milliseconds before timing out the request. */
    @Default("60000")
    public int timeoutMs = 60000;

    /** If true, check that the topics can be created as specified, but don't create anything. */
    @Versions("1+")
    @Default("false")
    public boolean validateOnly = false;

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** One topic to create. */
    public static class CreatableTopic {
        /** The topic name. */
        public String name = "";

        /**
         * The number of partitions to create in the topic, or -1 if we are either specifying a
         * manual partition assignment or using the default partitions.
         */
        public int numPartitions;

        /**
         * The number of replicas to create for each partition in the topic, or -1 if we are either
         * specifying a manual partition assignment or using the default replication factor.
         */
        public short replicationFactor;

        /** The manual partition assignment, or the empty array if we are using automatic assignment. */
        public List<CreatableReplicaAssignment> assignments = new ArrayList<>();

        /** The custom topic configurations to set. */
        public List<CreatableTopicConfig> configs = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The brokers of one partition in a manual partition assignment. */
    public static class CreatableReplicaAssignment {
        /** The partition index. */
        public int partitionIndex;

        /** The brokers to place the partition on. */
        public List<Integer> brokerIds = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** One custom configuration of a topic to create. */
    public static class CreatableTopicConfig {
        /** The configuration name. */
        public String name = "";

        /** The configuration value. */
        @NullableVersions("0+")
        public String value = "";

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
