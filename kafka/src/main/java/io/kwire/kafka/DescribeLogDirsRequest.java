// Converted from common/message/DescribeLogDirsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeLogDirsRequest, API key 35: versions 1-5, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 is the
 * same as version 0. Version 2 is the first flexible version. Version 3 is the same as version 2
 * (new field in response). Version 4 is the same as version 2 (new fields in response). Version 5
 * is the same as version 2 (new fields in response).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DescribeLogDirsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 35, type = MessageType.REQUEST)
@Versions("1-5")
@Flexible("2+")
public class DescribeLogDirsRequest {
    private static final int[] NO_INT32S = {};

    /**
     * Each topic that we want to describe log directories for, or null for all topics.
     *
     * <p>Kafka's own classes look its elements up by topic (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    @NullableVersions("0+")
    public List<DescribableLogDirTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each topic that we want to describe log directories for, or null for all topics.
     */
    public static class DescribableLogDirTopic {
        /**
         * The topic name.
         */
        public String topic = "";

        /**
         * The partition indexes.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
