package io.kwire.examples.messages;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * The CreatePartitions request (API key 37), versions 0-3, flexible from version 2: asks the
 * controller to add partitions to existing topics. Mirrors Kafka 4.4.0's
 * {@code CreatePartitionsRequest.json}.
 */
@ApiKey(value = 37, type = MessageType.REQUEST)
@Versions("0-3")
@Flexible("2+")
public class CreatePartitionsRequest {
    /** Each topic that we want to create new partitions inside. */
    public List<CreatePartitionsTopic> topics = new ArrayList<>();

    /** The time in ms to wait for the partitions to be created. */
    public int timeoutMs;

    /** If true, then validate the request, but don't actually increase the number of partitions. */
    public boolean validateOnly;

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /** One topic to add partitions to. */
    public static class CreatePartitionsTopic {
        /** The topic name. */
        public String name = "";

        /** The new partition count. */
        public int count;

        /** The new partition assignments. */
        @NullableVersions("0+")
        public List<CreatePartitionsAssignment> assignments = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /** The brokers of one new partition. */
    public static class CreatePartitionsAssignment {
        /** The assigned broker IDs. */
        public List<Integer> brokerIds = new ArrayList<>();

        /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
