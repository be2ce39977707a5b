// Converted from common/message/CreatePartitionsRequest.json of kafka-clients 4.4.0
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
 * Kafka's CreatePartitionsRequest, API key 37: versions 0-3, flexible 2+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 adds flexible version support
 *
 * <p>Version 3 is identical to version 2 but may return a THROTTLING_QUOTA_EXCEEDED error in the
 * response if the partitions creation is throttled (KIP-599).
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/CreatePartitionsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 37, type = MessageType.REQUEST)
@Versions("0-3")
@Flexible("2+")
public class CreatePartitionsRequest {
    private static final int[] NO_INT32S = {};

    /**
     * Each topic that we want to create new partitions inside.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<CreatePartitionsTopic> topics = new ArrayList<>();

    /**
     * The time in ms to wait for the partitions to be created.
     */
    public int timeoutMs;

    /**
     * If true, then validate the request, but don't actually increase the number of partitions.
     */
    public boolean validateOnly;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic that we want to create new partitions inside.
     */
    public static class CreatePartitionsTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The new partition count.
         */
        public int count;

        /**
         * The new partition assignments.
         */
        @NullableVersions("0+")
        public List<CreatePartitionsAssignment> assignments = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The new partition assignments.
     */
    public static class CreatePartitionsAssignment {
        /**
         * The assigned broker IDs.
         */
        public int[] brokerIds = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
