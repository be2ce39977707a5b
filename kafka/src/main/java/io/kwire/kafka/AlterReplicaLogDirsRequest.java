// Converted from common/message/AlterReplicaLogDirsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's AlterReplicaLogDirsRequest, API key 34: versions 1-2, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 is the same as version 0. Version 2 enables flexible versions.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/AlterReplicaLogDirsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 34, type = MessageType.REQUEST)
@Versions("1-2")
@Flexible("2+")
public class AlterReplicaLogDirsRequest {
    private static final int[] NO_INT32S = {};

    /**
     * The alterations to make for each directory.
     *
     * <p>Kafka's own classes look its elements up by path (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<AlterReplicaLogDir> dirs = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The alterations to make for each directory.
     */
    public static class AlterReplicaLogDir {
        /**
         * The absolute directory path.
         */
        public String path = "";

        /**
         * The topics to add to the directory.
         *
         * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
         * keep them in order, duplicates included.
         */
        public List<AlterReplicaLogDirTopic> topics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topics to add to the directory.
     */
    public static class AlterReplicaLogDirTopic {
        /**
         * The topic name.
         */
        public String name = "";

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
