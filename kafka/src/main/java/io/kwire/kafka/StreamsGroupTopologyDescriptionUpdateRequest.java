// Converted from common/message/StreamsGroupTopologyDescriptionUpdateRequest.json of kafka-clients 4.4.0
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
 * Kafka's StreamsGroupTopologyDescriptionUpdateRequest, API key 93: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/StreamsGroupTopologyDescriptionUpdateRequest.json of
 * kafka-clients 4.4.0.
 */
@ApiKey(value = 93, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class StreamsGroupTopologyDescriptionUpdateRequest {
    /**
     * The streams group identifier.
     */
    public String groupId = "";

    /**
     * The ID of the streams group member sending the push. The broker validates that this member is
     * still in the group; mismatches (including when the group itself has been deleted) are rejected
     * with UNKNOWN_MEMBER_ID so the client treats itself as fenced and rejoins.
     */
    public String memberId = "";

    /**
     * The epoch of the topology being described.
     */
    public int topologyEpoch;

    /**
     * The topology description.
     */
    public TopologyDescription topologyDescription = new TopologyDescription();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * A struct the spec declares once for several fields (a common struct), held by
     * TopologyDescription.
     */
    public static class TopologyDescription {
        /**
         * The subtopologies that make up this topology.
         */
        public List<TopologyDescriptionSubtopology> subtopologies = new ArrayList<>();

        /**
         * Global state stores used by this topology.
         */
        public List<TopologyDescriptionGlobalStore> globalStores = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by Subtopologies.
     */
    public static class TopologyDescriptionSubtopology {
        /**
         * The subtopology identifier, unique within the topology.
         */
        public String subtopologyId = "";

        /**
         * The processing nodes in this subtopology.
         */
        public List<TopologyDescriptionNode> nodes = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by Nodes, Source,
     * Processor.
     */
    public static class TopologyDescriptionNode {
        /**
         * The name of this node (e.g., KSTREAM-SOURCE-0000000000).
         */
        public String name = "";

        /**
         * The type of this node: 1=SOURCE, 2=PROCESSOR, 3=SINK.
         */
        public byte nodeType;

        /**
         * The source topics this node reads from. Defined only for source nodes, may be empty if source
         * topics are dynamically determined.
         */
        public List<String> sourceTopics = new ArrayList<>();

        /**
         * The topic this node writes to. Defined only for sink nodes, may be null if sink topic is
         * dynamically determined.
         */
        @NullableVersions("0+")
        @Default("null")
        public String sinkTopic = null;

        /**
         * The state store names accessed by this node. Defined only for processor nodes.
         */
        public List<String> stores = new ArrayList<>();

        /**
         * The names of successor nodes in the processing graph. Predecessor relationships are
         * reconstructed from this field.
         */
        public List<String> successors = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by GlobalStores.
     */
    public static class TopologyDescriptionGlobalStore {
        /**
         * The source node providing data to the global store.
         */
        public TopologyDescriptionNode source = new TopologyDescriptionNode();

        /**
         * The processor node that populates the global store.
         */
        public TopologyDescriptionNode processor = new TopologyDescriptionNode();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
