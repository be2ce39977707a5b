package io.kwire.functional.support;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RawTaggedField;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsRequestCodec;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsRequestCodec;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreatePartitionsResponseCodec;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataRequestCodec;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Non-trivial instances of every example message, built for one version at a time: several
 * topics, configs and assignments, non-ASCII names, nulls where the version allows them, and in
 * flexible versions unknown tagged fields at every level. Each call builds a new, equal instance.
 */
public final class SampleMessages {
    private SampleMessages() {
    }

    /** One example message: its codec and how to build a sample of it for a version. */
    public interface Sample<T> {
        /** The message's codec. */
        ApiMessageCodec<T> codec();

        /** A new sample instance that can be written at {@code version}. */
        T build(short version);

        /** The message's class name. */
        default String name() {
            return build(codec().highestVersion()).getClass().getSimpleName();
        }
    }

    private record SampleOf<T>(ApiMessageCodec<T> codec, VersionedBuilder<T> builder) implements Sample<T> {
        @Override
        public T build(short version) {
            return builder.build(version, codec.isFlexible(version));
        }
    }

    @FunctionalInterface
    private interface VersionedBuilder<T> {
        T build(short version, boolean flexible);
    }

    /**
     * A sample of each admin message the example server answers: CreateTopics, DeleteTopics and
     * CreatePartitions, requests and responses.
     */
    public static List<Sample<?>> all() {
        return List.of(
                new SampleOf<>(CreateTopicsRequestCodec.INSTANCE, SampleMessages::createTopicsRequest),
                new SampleOf<>(CreateTopicsResponseCodec.INSTANCE, SampleMessages::createTopicsResponse),
                new SampleOf<>(DeleteTopicsRequestCodec.INSTANCE, SampleMessages::deleteTopicsRequest),
                new SampleOf<>(DeleteTopicsResponseCodec.INSTANCE, SampleMessages::deleteTopicsResponse),
                new SampleOf<>(CreatePartitionsRequestCodec.INSTANCE, SampleMessages::createPartitionsRequest),
                new SampleOf<>(CreatePartitionsResponseCodec.INSTANCE, SampleMessages::createPartitionsResponse));
    }

    /**
     * A sample of every example message built by hand: {@link #all()}, ApiVersions and Metadata,
     * and the KIP-409 dialect's four messages ({@link Kip409Samples}).
     */
    public static List<Sample<?>> everyCodec() {
        List<Sample<?>> samples = new ArrayList<>(all());
        samples.add(new SampleOf<>(ApiVersionsRequestCodec.INSTANCE, SampleMessages::apiVersionsRequest));
        samples.add(new SampleOf<>(ApiVersionsResponseCodec.INSTANCE, SampleMessages::apiVersionsResponse));
        samples.add(new SampleOf<>(MetadataRequestCodec.INSTANCE, SampleMessages::metadataRequest));
        samples.add(new SampleOf<>(MetadataResponseCodec.INSTANCE, SampleMessages::metadataResponse));
        samples.add(new SampleOf<>(io.kwire.examples.kip409.CreateTopicsRequestCodec.INSTANCE,
                (version, flexible) -> Kip409Samples.createTopicsRequest(version)));
        samples.add(new SampleOf<>(io.kwire.examples.kip409.CreateTopicsResponseCodec.INSTANCE,
                (version, flexible) -> Kip409Samples.createTopicsResponse()));
        samples.add(new SampleOf<>(io.kwire.examples.kip409.CreatePartitionsRequestCodec.INSTANCE,
                (version, flexible) -> Kip409Samples.createPartitionsRequest(version)));
        samples.add(new SampleOf<>(io.kwire.examples.kip409.CreatePartitionsResponseCodec.INSTANCE,
                (version, flexible) -> Kip409Samples.createPartitionsResponse()));
        return List.copyOf(samples);
    }

    /**
     * A CreateTopics request of {@code topics} topics, each with non-ASCII name, three
     * assignments of three brokers and two configs, and unknown tagged fields when
     * {@code flexible}: the large message of the allocation tests.
     */
    public static CreateTopicsRequest largeCreateTopicsRequest(int topics, boolean flexible) {
        CreateTopicsRequest request = new CreateTopicsRequest();
        for (int i = 0; i < topics; i++) {
            CreateTopicsRequest.CreatableTopic topic = creatableTopic("tópico-" + i + "-ñandú-日本", 3, (short) 3);
            for (int partition = 0; partition < 3; partition++) {
                topic.assignments.add(assignment(partition, 1000 + i, 1001 + i, 1002 + i));
            }
            topic.configs.add(topicConfig("retention.ms", Integer.toString(86_400_000 + i)));
            topic.configs.add(topicConfig("compression.type", i % 2 == 0 ? "zstd" : null));
            if (flexible && i % 10 == 0) {
                topic.unknownTaggedFields = List.of(new RawTaggedField(4, new byte[] {(byte) i, 2, 3}));
            }
            request.topics.add(topic);
        }
        request.timeoutMs = 30_000;
        request.validateOnly = true;
        if (flexible) {
            request.unknownTaggedFields = List.of(new RawTaggedField(9, new byte[] {42}));
        }
        return request;
    }

    static CreateTopicsRequest createTopicsRequest(short version, boolean flexible) {
        CreateTopicsRequest.CreatableTopic orders = creatableTopic("orders", 2, (short) 3);
        orders.assignments.add(assignment(0, 1, 2, 3));
        orders.assignments.add(assignment(1, 2, 3, 1));
        orders.configs.add(topicConfig("cleanup.policy", "compact"));
        orders.configs.add(topicConfig("retention.ms", null));

        CreateTopicsRequest.CreatableTopic accented = creatableTopic("tópico-ñ-日本", -1, (short) -1);
        accented.configs.add(topicConfig("min.insync.replicas", "2"));

        CreateTopicsRequest.CreatableTopic unnamed = creatableTopic("", 1, (short) 1);
        unnamed.assignments.add(assignment(0));

        CreateTopicsRequest request = new CreateTopicsRequest();
        request.topics.add(orders);
        request.topics.add(accented);
        request.topics.add(unnamed);
        request.timeoutMs = 30_000;
        request.validateOnly = true;
        if (flexible) {
            request.unknownTaggedFields = List.of(new RawTaggedField(3, new byte[] {1, 2, 3}));
            orders.unknownTaggedFields = List.of(
                    new RawTaggedField(1, new byte[0]),
                    new RawTaggedField(7, new byte[] {9}));
            orders.assignments.get(0).unknownTaggedFields = List.of(new RawTaggedField(2, new byte[] {5, 6}));
            orders.configs.get(0).unknownTaggedFields = List.of(new RawTaggedField(4, new byte[] {0x7f}));
        }
        return request;
    }

    static CreateTopicsResponse createTopicsResponse(short version, boolean flexible) {
        CreateTopicsResponse.CreatableTopicResult orders = new CreateTopicsResponse.CreatableTopicResult();
        orders.name = "orders";
        orders.topicId = new UUID(0x0123_4567_89ab_cdefL, 0xfedc_ba98_7654_3210L);
        orders.errorMessage = null;
        orders.numPartitions = 3;
        orders.replicationFactor = 2;
        orders.configs.add(resultConfig("cleanup.policy", "compact", false, (byte) 1, false));
        orders.configs.add(resultConfig("sasl.jaas.config", null, true, (byte) 4, true));

        CreateTopicsResponse.CreatableTopicResult exists = new CreateTopicsResponse.CreatableTopicResult();
        exists.name = "tópico";
        exists.errorCode = 36;
        exists.errorMessage = "Topic 'tópico' already exists.";
        exists.topicConfigErrorCode = 29;
        exists.configs = null;

        CreateTopicsResponse response = new CreateTopicsResponse();
        response.throttleTimeMs = 100;
        response.topics.add(orders);
        response.topics.add(exists);
        if (flexible) {
            response.unknownTaggedFields = List.of(new RawTaggedField(5, new byte[] {1}));
            orders.unknownTaggedFields = List.of(new RawTaggedField(1, new byte[] {2, 2}));
            exists.unknownTaggedFields = List.of(new RawTaggedField(3, new byte[] {3}));
            orders.configs.get(1).unknownTaggedFields = List.of(new RawTaggedField(0, new byte[] {4, 4, 4}));
        }
        return response;
    }

    static DeleteTopicsRequest deleteTopicsRequest(short version, boolean flexible) {
        DeleteTopicsRequest request = new DeleteTopicsRequest();
        if (version >= 6) {
            request.topics.add(deleteTopicState("orders", new UUID(1, 2)));
            request.topics.add(deleteTopicState(null, new UUID(3, 4)));
            request.topics.add(deleteTopicState("ñ", new UUID(0, 0)));
        } else {
            request.topicNames.add("orders");
            request.topicNames.add("tópico");
            request.topicNames.add("");
        }
        request.timeoutMs = 15_000;
        if (flexible) {
            request.unknownTaggedFields = List.of(new RawTaggedField(2, new byte[] {1, 2}));
            if (version >= 6) {
                request.topics.get(0).unknownTaggedFields = List.of(new RawTaggedField(0, new byte[] {7}));
            }
        }
        return request;
    }

    static DeleteTopicsResponse deleteTopicsResponse(short version, boolean flexible) {
        DeleteTopicsResponse response = new DeleteTopicsResponse();
        response.throttleTimeMs = 5;
        response.responses.add(deletableTopicResult("orders", new UUID(1, 2), (short) 0, null));
        response.responses.add(deletableTopicResult("gone", new UUID(0, 0), (short) 3,
                "This server does not host this topic-partition."));
        if (version >= 6) {
            response.responses.add(deletableTopicResult(null, new UUID(9, 9), (short) 100, "Unknown topic ID ñ"));
        }
        if (flexible) {
            response.unknownTaggedFields = List.of(new RawTaggedField(1, new byte[] {0}));
            response.responses.get(1).unknownTaggedFields = List.of(new RawTaggedField(6, new byte[] {1, 2, 3, 4}));
        }
        return response;
    }

    static CreatePartitionsRequest createPartitionsRequest(short version, boolean flexible) {
        CreatePartitionsRequest.CreatePartitionsTopic orders = new CreatePartitionsRequest.CreatePartitionsTopic();
        orders.name = "orders";
        orders.count = 6;
        orders.assignments.add(partitionAssignment(1, 2));
        orders.assignments.add(partitionAssignment(3, 1));

        CreatePartitionsRequest.CreatePartitionsTopic accented = new CreatePartitionsRequest.CreatePartitionsTopic();
        accented.name = "ünï";
        accented.count = 4;
        accented.assignments = null;

        CreatePartitionsRequest request = new CreatePartitionsRequest();
        request.topics.add(orders);
        request.topics.add(accented);
        request.timeoutMs = 5_000;
        request.validateOnly = true;
        if (flexible) {
            request.unknownTaggedFields = List.of(new RawTaggedField(8, new byte[] {8}));
            orders.unknownTaggedFields = List.of(new RawTaggedField(0, new byte[0]));
            orders.assignments.get(1).unknownTaggedFields = List.of(new RawTaggedField(3, new byte[] {3, 3}));
        }
        return request;
    }

    static CreatePartitionsResponse createPartitionsResponse(short version, boolean flexible) {
        CreatePartitionsResponse.CreatePartitionsTopicResult orders =
                new CreatePartitionsResponse.CreatePartitionsTopicResult();
        orders.name = "orders";

        CreatePartitionsResponse.CreatePartitionsTopicResult invalid =
                new CreatePartitionsResponse.CreatePartitionsTopicResult();
        invalid.name = "ünï";
        invalid.errorCode = 37;
        invalid.errorMessage = "Number of partitions is invalid.";

        CreatePartitionsResponse response = new CreatePartitionsResponse();
        response.throttleTimeMs = 20;
        response.results.add(orders);
        response.results.add(invalid);
        if (flexible) {
            response.unknownTaggedFields = List.of(new RawTaggedField(4, new byte[] {4}));
            invalid.unknownTaggedFields = List.of(new RawTaggedField(2, new byte[] {2, 2}));
        }
        return response;
    }

    static ApiVersionsRequest apiVersionsRequest(short version, boolean flexible) {
        ApiVersionsRequest request = new ApiVersionsRequest();
        if (version >= 3) {
            request.clientSoftwareName = "kwire-ñ";
            request.clientSoftwareVersion = "0.1.0";
        }
        if (version >= 5) {
            request.clusterId = "cluster-日本";
            request.nodeId = 7;
        }
        if (flexible) {
            request.unknownTaggedFields = List.of(new RawTaggedField(6, new byte[] {6, 6}));
        }
        return request;
    }

    static ApiVersionsResponse apiVersionsResponse(short version, boolean flexible) {
        ApiVersionsResponse response = new ApiVersionsResponse();
        response.errorCode = 35;
        response.apiKeys.add(apiVersion((short) 18, (short) 0, (short) 5));
        response.apiKeys.add(apiVersion((short) 19, (short) 2, (short) 7));
        response.throttleTimeMs = 9;
        if (flexible) {
            ApiVersionsResponse.SupportedFeatureKey supported = new ApiVersionsResponse.SupportedFeatureKey();
            supported.name = "metadata.version";
            supported.minVersion = 1;
            supported.maxVersion = 27;
            response.supportedFeatures.add(supported);
            ApiVersionsResponse.FinalizedFeatureKey finalized = new ApiVersionsResponse.FinalizedFeatureKey();
            finalized.name = "kraft.version";
            finalized.minVersionLevel = 0;
            finalized.maxVersionLevel = 1;
            finalized.unknownTaggedFields = List.of(new RawTaggedField(0, new byte[] {1}));
            response.finalizedFeatures.add(finalized);
            response.finalizedFeaturesEpoch = 42;
            response.zkMigrationReady = true;
            response.unknownTaggedFields = List.of(new RawTaggedField(9, new byte[] {9, 9}));
            response.apiKeys.get(1).unknownTaggedFields = List.of(new RawTaggedField(3, new byte[0]));
        }
        return response;
    }

    static MetadataRequest metadataRequest(short version, boolean flexible) {
        MetadataRequest request = new MetadataRequest();
        request.topics.add(metadataRequestTopic("orders", new UUID(5, 6), version));
        request.topics.add(metadataRequestTopic(version >= 10 ? null : "tópico", new UUID(7, 8), version));
        request.allowAutoTopicCreation = version < 4;
        if (version >= 8 && version <= 10) {
            request.includeClusterAuthorizedOperations = true;
        }
        request.includeTopicAuthorizedOperations = version >= 8;
        if (flexible) {
            request.unknownTaggedFields = List.of(new RawTaggedField(1, new byte[] {1}));
            request.topics.get(0).unknownTaggedFields = List.of(new RawTaggedField(2, new byte[] {2, 2}));
        }
        return request;
    }

    static MetadataResponse metadataResponse(short version, boolean flexible) {
        MetadataResponse.MetadataResponseBroker broker = new MetadataResponse.MetadataResponseBroker();
        broker.nodeId = 1;
        broker.host = "broker-1.example";
        broker.port = 9092;
        broker.rack = version >= 1 ? "rack-ñ" : null;
        MetadataResponse.MetadataResponseBroker other = new MetadataResponse.MetadataResponseBroker();
        other.nodeId = 2;
        other.host = "";
        other.port = 65535;

        MetadataResponse.MetadataResponsePartition partition = new MetadataResponse.MetadataResponsePartition();
        partition.partitionIndex = 0;
        partition.leaderId = 1;
        partition.leaderEpoch = version >= 7 ? 12 : -1;
        partition.replicaNodes = new int[] {1, 2};
        partition.isrNodes = new int[] {1};
        if (version >= 5) {
            partition.offlineReplicas = new int[] {2};
        }
        MetadataResponse.MetadataResponseTopic orders = new MetadataResponse.MetadataResponseTopic();
        orders.name = "orders";
        orders.topicId = version >= 10 ? new UUID(11, 12) : new UUID(0, 0);
        orders.isInternal = version >= 1;
        orders.partitions.add(partition);
        if (version >= 8) {
            orders.topicAuthorizedOperations = 0x0ff8;
        }
        MetadataResponse.MetadataResponseTopic unknown = new MetadataResponse.MetadataResponseTopic();
        unknown.errorCode = 3;
        unknown.name = version >= 12 ? null : "tópico";

        MetadataResponse response = new MetadataResponse();
        response.throttleTimeMs = version >= 3 ? 250 : 0;
        response.brokers.add(broker);
        response.brokers.add(other);
        response.clusterId = version >= 2 ? "cluster-日本" : null;
        response.controllerId = version >= 1 ? 2 : -1;
        response.topics.add(orders);
        response.topics.add(unknown);
        if (version >= 8 && version <= 10) {
            response.clusterAuthorizedOperations = 0x0bf8;
        }
        response.errorCode = version >= 13 ? (short) 41 : 0;
        if (flexible) {
            response.unknownTaggedFields = List.of(new RawTaggedField(0, new byte[] {0}));
            broker.unknownTaggedFields = List.of(new RawTaggedField(5, new byte[] {5}));
            partition.unknownTaggedFields = List.of(new RawTaggedField(1, new byte[] {1, 1}));
        }
        return response;
    }

    private static ApiVersionsResponse.ApiVersion apiVersion(short key, short min, short max) {
        ApiVersionsResponse.ApiVersion api = new ApiVersionsResponse.ApiVersion();
        api.apiKey = key;
        api.minVersion = min;
        api.maxVersion = max;
        return api;
    }

    private static MetadataRequest.MetadataRequestTopic metadataRequestTopic(String name, UUID id, short version) {
        MetadataRequest.MetadataRequestTopic topic = new MetadataRequest.MetadataRequestTopic();
        topic.name = name;
        if (version >= 10) {
            topic.topicId = id;
        }
        return topic;
    }

    private static CreateTopicsRequest.CreatableTopic creatableTopic(String name, int partitions, short replication) {
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = name;
        topic.numPartitions = partitions;
        topic.replicationFactor = replication;
        return topic;
    }

    private static CreateTopicsRequest.CreatableReplicaAssignment assignment(int partition, int... brokers) {
        CreateTopicsRequest.CreatableReplicaAssignment assignment =
                new CreateTopicsRequest.CreatableReplicaAssignment();
        assignment.partitionIndex = partition;
        assignment.brokerIds = brokers;
        return assignment;
    }

    private static CreateTopicsRequest.CreatableTopicConfig topicConfig(String name, String value) {
        CreateTopicsRequest.CreatableTopicConfig config = new CreateTopicsRequest.CreatableTopicConfig();
        config.name = name;
        config.value = value;
        return config;
    }

    private static CreateTopicsResponse.CreatableTopicConfigs resultConfig(String name, String value, boolean readOnly,
            byte source, boolean sensitive) {
        CreateTopicsResponse.CreatableTopicConfigs config = new CreateTopicsResponse.CreatableTopicConfigs();
        config.name = name;
        config.value = value;
        config.readOnly = readOnly;
        config.configSource = source;
        config.isSensitive = sensitive;
        return config;
    }

    private static DeleteTopicsRequest.DeleteTopicState deleteTopicState(String name, UUID id) {
        DeleteTopicsRequest.DeleteTopicState state = new DeleteTopicsRequest.DeleteTopicState();
        state.name = name;
        state.topicId = id;
        return state;
    }

    private static DeleteTopicsResponse.DeletableTopicResult deletableTopicResult(String name, UUID id, short error,
            String message) {
        DeleteTopicsResponse.DeletableTopicResult result = new DeleteTopicsResponse.DeletableTopicResult();
        result.name = name;
        result.topicId = id;
        result.errorCode = error;
        result.errorMessage = message;
        return result;
    }

    private static CreatePartitionsRequest.CreatePartitionsAssignment partitionAssignment(int... brokers) {
        CreatePartitionsRequest.CreatePartitionsAssignment assignment =
                new CreatePartitionsRequest.CreatePartitionsAssignment();
        assignment.brokerIds = brokers;
        return assignment;
    }
}
