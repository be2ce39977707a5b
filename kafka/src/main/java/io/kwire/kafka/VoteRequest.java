// Converted from common/message/VoteRequest.json of kafka-clients 4.4.0
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
import io.kwire.codec.Uuids;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's VoteRequest, API key 52: versions 0-2, flexible 0+.
 *
 * <p>Version 1 adds voter key and directory id (KIP-853) Version 2 adds PreVote field and renames
 * candidate to replica
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/VoteRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 52, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("0+")
public class VoteRequest {
    /**
     * The cluster id.
     */
    @NullableVersions("0+")
    @Default("null")
    public String clusterId = null;

    /**
     * The replica id of the voter receiving the request.
     */
    @Versions("1+")
    @Default("-1")
    @Ignorable
    public int voterId = -1;

    /**
     * The topic data.
     */
    public List<TopicData> topics = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topic data.
     */
    public static class TopicData {
        /**
         * The topic name.
         */
        public String topicName = "";

        /**
         * The partition data.
         */
        public List<PartitionData> partitions = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The partition data.
     */
    public static class PartitionData {
        /**
         * The partition index.
         */
        public int partitionIndex;

        /**
         * The epoch of the voter sending the request
         */
        public int replicaEpoch;

        /**
         * The replica id of the voter sending the request
         */
        public int replicaId;

        /**
         * The directory id of the voter sending the request
         */
        @Versions("1+")
        @Ignorable
        public UUID replicaDirectoryId = Uuids.ZERO;

        /**
         * The directory id of the voter receiving the request
         */
        @Versions("1+")
        @Ignorable
        public UUID voterDirectoryId = Uuids.ZERO;

        /**
         * The epoch of the last record written to the metadata log.
         */
        public int lastOffsetEpoch;

        /**
         * The log end offset of the metadata log of the voter sending the request.
         */
        public long lastOffset;

        /**
         * Whether the request is a PreVote request (not persisted) or not.
         */
        @Versions("2+")
        public boolean preVote;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
