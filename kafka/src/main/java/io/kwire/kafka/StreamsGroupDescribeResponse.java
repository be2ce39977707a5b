// Converted from common/message/StreamsGroupDescribeResponse.json of kafka-clients 4.4.0
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
import io.kwire.annotations.WireType;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's StreamsGroupDescribeResponse, API key 89: versions 0-1, flexible 0+.
 *
 * <p>Version 1 adds TopologyDescription and TopologyDescriptionStatus (KIP-1331), and AssignorName
 * (KIP-1357). Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * <li>INVALID_GROUP_ID (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>TOPIC_AUTHORIZATION_FAILED (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/StreamsGroupDescribeResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 89, type = MessageType.RESPONSE)
@Versions("0-1")
@Flexible("0+")
public class StreamsGroupDescribeResponse {
    private static final int[] NO_INT32S = {};

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Each described group.
     */
    public List<DescribedGroup> groups = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each described group.
     */
    public static class DescribedGroup {
        /**
         * The describe error, or 0 if there was no error.
         */
        public short errorCode;

        /**
         * The top-level error message, or null if there was no error.
         */
        @NullableVersions("0+")
        @Default("null")
        public String errorMessage = null;

        /**
         * The group ID string.
         */
        public String groupId = "";

        /**
         * The group state string, or the empty string.
         */
        public String groupState = "";

        /**
         * The group epoch.
         */
        public int groupEpoch;

        /**
         * The assignment epoch.
         */
        public int assignmentEpoch;

        /**
         * The topology metadata currently initialized for the streams application. Can be null in case of
         * a describe error.
         */
        @NullableVersions("0+")
        @Default("null")
        public Topology topology = null;

        /**
         * The members.
         */
        public List<Member> members = new ArrayList<>();

        /**
         * 32-bit bitfield to represent authorized operations for this group.
         */
        @Default("-2147483648")
        public int authorizedOperations = -2147483648;

        /**
         * The full topology description for this group. Non-null if and only if TopologyDescriptionStatus
         * is AVAILABLE (3); null otherwise.
         */
        @Versions("1+")
        @NullableVersions("1+")
        @Default("null")
        public TopologyDescription topologyDescription = null;

        /**
         * The status of the topology description for this group, paired with TopologyDescription:
         * 0=NOT_REQUESTED (client did not set IncludeTopologyDescription; TopologyDescription is null);
         * 1=NOT_STORED (no description recorded for this group; TopologyDescription is null); 2=ERROR
         * (broker failed to fetch the description, see broker logs; TopologyDescription is null);
         * 3=AVAILABLE (TopologyDescription is non-null and carries the description).
         */
        @Versions("1+")
        @Default("0")
        public byte topologyDescriptionStatus = 0;

        /**
         * The task assignor that the group coordinator will use for the next assignment computation. This
         * may differ from the assignor that computed the current assignment, because changing the assignor
         * configuration does not trigger a rebalance. Null in case of a describe error.
         */
        @Versions("1+")
        @NullableVersions("1+")
        @Default("null")
        @Ignorable
        public String assignorName = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The topology metadata currently initialized for the streams application. Can be null in case of
     * a describe error.
     */
    public static class Topology {
        /**
         * The epoch of the currently initialized topology for this group.
         */
        public int epoch;

        /**
         * The subtopologies of the streams application. This contains the configured subtopologies, where
         * the number of partitions are set and any regular expressions are resolved to actual topics. Null
         * if the group is uninitialized, source topics are missing or incorrectly partitioned.
         */
        @NullableVersions("0+")
        @Default("null")
        public List<Subtopology> subtopologies = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The subtopologies of the streams application. This contains the configured subtopologies, where
     * the number of partitions are set and any regular expressions are resolved to actual topics. Null
     * if the group is uninitialized, source topics are missing or incorrectly partitioned.
     */
    public static class Subtopology {
        /**
         * String to uniquely identify the subtopology.
         */
        public String subtopologyId = "";

        /**
         * The topics the subtopology reads from.
         */
        public List<String> sourceTopics = new ArrayList<>();

        /**
         * The repartition topics the subtopology writes to.
         */
        public List<String> repartitionSinkTopics = new ArrayList<>();

        /**
         * The set of state changelog topics associated with this subtopology. Created automatically.
         */
        public List<TopicInfo> stateChangelogTopics = new ArrayList<>();

        /**
         * The set of source topics that are internally created repartition topics. Created automatically.
         */
        public List<TopicInfo> repartitionSourceTopics = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by
     * StateChangelogTopics, RepartitionSourceTopics.
     */
    public static class TopicInfo {
        /**
         * The name of the topic.
         */
        public String name = "";

        /**
         * The number of partitions in the topic. Can be 0 if no specific number of partitions is enforced.
         * Always 0 for changelog topics.
         */
        public int partitions;

        /**
         * The replication factor of the topic. Can be 0 if the default replication factor should be used.
         */
        public short replicationFactor;

        /**
         * Topic-level configurations as key-value pairs.
         */
        public List<KeyValue> topicConfigs = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by TopicConfigs,
     * ClientTags.
     */
    public static class KeyValue {
        /**
         * key of the config
         */
        public String key = "";

        /**
         * value of the config
         */
        public String value = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The members.
     */
    public static class Member {
        /**
         * The member ID.
         */
        public String memberId = "";

        /**
         * The member epoch.
         */
        public int memberEpoch;

        /**
         * The member instance ID for static membership.
         */
        @NullableVersions("0+")
        @Default("null")
        public String instanceId = null;

        /**
         * The rack ID.
         */
        @NullableVersions("0+")
        @Default("null")
        public String rackId = null;

        /**
         * The client ID.
         */
        public String clientId = "";

        /**
         * The client host.
         */
        public String clientHost = "";

        /**
         * The epoch of the topology on the client.
         */
        public int topologyEpoch;

        /**
         * Identity of the streams instance that may have multiple clients.
         */
        public String processId = "";

        /**
         * User-defined endpoint for Interactive Queries. Null if not defined for this client.
         */
        @NullableVersions("0+")
        @Default("null")
        public Endpoint userEndpoint = null;

        /**
         * Used for rack-aware assignment algorithm.
         */
        public List<KeyValue> clientTags = new ArrayList<>();

        /**
         * Cumulative changelog offsets for tasks.
         */
        public List<TaskOffset> taskOffsets = new ArrayList<>();

        /**
         * Cumulative changelog end offsets for tasks.
         */
        public List<TaskOffset> taskEndOffsets = new ArrayList<>();

        /**
         * The current assignment.
         */
        public Assignment assignment = new Assignment();

        /**
         * The target assignment.
         */
        public Assignment targetAssignment = new Assignment();

        /**
         * True for classic members that have not been upgraded yet.
         */
        public boolean isClassic;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by UserEndpoint.
     */
    public static class Endpoint {
        /**
         * host of the endpoint
         */
        public String host = "";

        /**
         * port of the endpoint
         */
        @WireType(WireType.Type.UINT16)
        public int port;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by TaskOffsets,
     * TaskEndOffsets.
     */
    public static class TaskOffset {
        /**
         * The subtopology identifier.
         */
        public String subtopologyId = "";

        /**
         * The partition.
         */
        public int partition;

        /**
         * The offset.
         */
        public long offset;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by Assignment,
     * TargetAssignment.
     */
    public static class Assignment {
        /**
         * Active tasks for this client.
         */
        public List<TaskIds> activeTasks = new ArrayList<>();

        /**
         * Standby tasks for this client.
         */
        public List<TaskIds> standbyTasks = new ArrayList<>();

        /**
         * Warm-up tasks for this client.
         */
        public List<TaskIds> warmupTasks = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by ActiveTasks,
     * StandbyTasks, WarmupTasks.
     */
    public static class TaskIds {
        /**
         * The subtopology identifier.
         */
        public String subtopologyId = "";

        /**
         * The partitions of the input topics processed by this member.
         */
        public int[] partitions = NO_INT32S;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * A struct the spec declares once for several fields (a common struct), held by
     * TopologyDescription.
     */
    public static class TopologyDescription {
        /**
         * The subtopologies that make up this topology.
         */
        @Versions("1+")
        public List<TopologyDescriptionSubtopology> subtopologies = new ArrayList<>();

        /**
         * Global state stores used by this topology.
         */
        @Versions("1+")
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
        @Versions("1+")
        public String subtopologyId = "";

        /**
         * The processing nodes in this subtopology.
         */
        @Versions("1+")
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
        @Versions("1+")
        public String name = "";

        /**
         * The type of this node: 1=SOURCE, 2=PROCESSOR, 3=SINK.
         */
        @Versions("1+")
        public byte nodeType;

        /**
         * The source topics this node reads from. Defined only for source nodes, may be empty if source
         * topics are dynamically determined.
         */
        @Versions("1+")
        public List<String> sourceTopics = new ArrayList<>();

        /**
         * The topic this node writes to. Defined only for sink nodes, may be null if sink topic is
         * dynamically determined.
         */
        @Versions("1+")
        @NullableVersions("1+")
        @Default("null")
        public String sinkTopic = null;

        /**
         * The state store names accessed by this node. Defined only for processor nodes.
         */
        @Versions("1+")
        public List<String> stores = new ArrayList<>();

        /**
         * The names of successor nodes in the processing graph. Predecessor relationships are
         * reconstructed from this field.
         */
        @Versions("1+")
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
        @Versions("1+")
        public TopologyDescriptionNode source = new TopologyDescriptionNode();

        /**
         * The processor node that populates the global store.
         */
        @Versions("1+")
        public TopologyDescriptionNode processor = new TopologyDescriptionNode();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
