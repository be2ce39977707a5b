// Converted from common/message/OffsetDeleteResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's OffsetDeleteResponse, API key 47: versions 0, none flexible.
 *
 * <p>Converted from common/message/OffsetDeleteResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 47, type = MessageType.RESPONSE)
@Versions("0")
public class OffsetDeleteResponse {
    /**
     * The top-level error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Ignorable
    public int throttleTimeMs;

    /**
     * The responses for each topic.
     *
     * <p>Kafka's own classes look its elements up by name (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<OffsetDeleteResponseTopic> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The responses for each topic.
     */
    public static class OffsetDeleteResponseTopic {
        /**
         * The topic name.
         */
        public String name = "";

        /**
         * The responses for each partition in the topic.
         *
         * <p>Kafka's own classes look its elements up by partitionIndex (the spec's map key); the wire and
         * kwire keep them in order, duplicates included.
         */
        public List<OffsetDeleteResponsePartition> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The responses for each partition in the topic.
     */
    public static class OffsetDeleteResponsePartition {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The error code, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
