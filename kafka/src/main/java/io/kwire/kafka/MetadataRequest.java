// Converted from common/message/MetadataRequest.json of kafka-clients 4.4.0
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
 * Kafka's MetadataRequest, API key 3: versions 0-13, flexible 9+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/MetadataRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 3, type = MessageType.REQUEST)
@Versions("0-13")
@Flexible("9+")
public class MetadataRequest {
    /**
     * The topics to fetch metadata for.
     */
    @NullableVersions("1+")
    public List<MetadataRequestTopic> topics = new ArrayList<>();

    /**
     * If this is true, the broker may auto-create topics that we requested which do not already exist,
     * if it is configured to do so.
     */
    @Versions("4+")
    @Default("true")
    public boolean allowAutoTopicCreation = true;

    /**
     * Whether to include cluster authorized operations.
     */
    @Versions("8-10")
    public boolean includeClusterAuthorizedOperations;

    /**
     * Whether to include topic authorized operations.
     */
    @Versions("8+")
    public boolean includeTopicAuthorizedOperations;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The topics to fetch metadata for.
     */
    public static class MetadataRequestTopic {
        /**
         * The topic id.
         */
        @Versions("10+")
        @Ignorable
        public UUID topicId = Uuids.ZERO;

        /**
         * The topic name.
         */
        @NullableVersions("10+")
        public String name = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
