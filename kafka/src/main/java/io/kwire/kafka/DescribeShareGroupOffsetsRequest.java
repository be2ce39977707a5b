// Converted from common/message/DescribeShareGroupOffsetsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeShareGroupOffsetsRequest, API key 90: versions 0-1, flexible 0+.
 *
 * <p>Version 0 is the initial version (KIP-932).
 *
 * <p>Version 1 introduces Lag in the response (KIP-1226).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeShareGroupOffsetsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 90, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class DescribeShareGroupOffsetsRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The groups to describe offsets for.
     */
    public List<DescribeShareGroupOffsetsRequestGroup> groups = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The groups to describe offsets for.
     */
    public static class DescribeShareGroupOffsetsRequestGroup {
        /**
         * The group identifier.
         */
        public String groupId = "";

        /**
         * The topics to describe offsets for, or null for all topic-partitions.
         */
        @NullableVersions("0+")
        public List<DescribeShareGroupOffsetsRequestTopic> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topics to describe offsets for, or null for all topic-partitions.
     */
    public static class DescribeShareGroupOffsetsRequestTopic {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The partitions.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
