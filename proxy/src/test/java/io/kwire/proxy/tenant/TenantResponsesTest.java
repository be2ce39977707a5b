package io.kwire.proxy.tenant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.proxy.TopicNames;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.CreateTopicsResponseData;
import org.apache.kafka.common.message.ListGroupsResponseData;
import org.apache.kafka.common.message.DescribeGroupsResponseData;
import org.apache.kafka.common.message.DeleteGroupsResponseData;
import org.apache.kafka.common.message.ConsumerGroupDescribeResponseData;
import org.apache.kafka.common.message.DeleteTopicsResponseData;
import org.apache.kafka.common.message.DescribeTopicPartitionsResponseData;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.FindCoordinatorResponseData;
import org.apache.kafka.common.message.ListOffsetsResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.OffsetCommitResponseData;
import org.apache.kafka.common.message.OffsetFetchResponseData;
import org.apache.kafka.common.message.OffsetForLeaderEpochResponseData;
import org.apache.kafka.common.message.ProduceResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every response that names a tenant's topics or groups, at every version offered, written by Kafka's
 * own classes with the cluster's names and, where a list may hold them, other tenants' and internal
 * topics: rewritten, it is byte for byte what Kafka writes with the client's names and those left
 * out. A Fetch response passes as it came.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class TenantResponsesTest {
    private static final TenantNames ACME = TenantRequestsTest.ACME;
    private static final Uuid ORDERS_ID = TenantRequestsTest.ORDERS_ID;

    /** The names a response is written with: the cluster's, with others' topics, or the client's, without. */
    private record Side(boolean cluster) {
        String name(String clientName) {
            return cluster ? ACME.toCluster(clientName) : clientName;
        }

        /** Adds {@code others} (other tenants' and internal names) on the cluster's side only. */
        <T> void others(List<T> elements, java.util.function.Function<String, T> named) {
            if (cluster) {
                elements.add(named.apply("other.secret"));
                elements.add(named.apply("__consumer_offsets"));
            }
        }
    }

    private static final Side CLUSTER = new Side(true);
    private static final Side CLIENT = new Side(false);

    private interface Written {
        Message at(short version, Side side);
    }

    private record Case(ApiKeys api, Written message) {
    }

    private static List<Case> cases() {
        return List.of(
                new Case(ApiKeys.METADATA, (version, side) -> {
                    List<MetadataResponseData.MetadataResponseTopic> topics = new ArrayList<>();
                    topics.add(new MetadataResponseData.MetadataResponseTopic().setName(side.name("orders"))
                            .setTopicId(ORDERS_ID));
                    side.others(topics, name -> new MetadataResponseData.MetadataResponseTopic().setName(name)
                            .setTopicId(new Uuid(name.hashCode(), 1)));
                    topics.add(new MetadataResponseData.MetadataResponseTopic().setName(side.name("payments"))
                            .setErrorCode((short) 3));
                    MetadataResponseData data = new MetadataResponseData();
                    for (MetadataResponseData.MetadataResponseTopic topic : topics) {
                        data.topics().add(version >= 10 ? topic : topic.setTopicId(Uuid.ZERO_UUID));
                    }
                    return data;
                }),
                new Case(ApiKeys.CREATE_TOPICS, (version, side) -> {
                    List<CreateTopicsResponseData.CreatableTopicResult> topics = new ArrayList<>();
                    topics.add(new CreateTopicsResponseData.CreatableTopicResult().setName(side.name("orders")));
                    side.others(topics, name -> new CreateTopicsResponseData.CreatableTopicResult().setName(name));
                    CreateTopicsResponseData data = new CreateTopicsResponseData();
                    topics.forEach(data.topics()::add);
                    return data;
                }),
                new Case(ApiKeys.DELETE_TOPICS, (version, side) -> {
                    List<DeleteTopicsResponseData.DeletableTopicResult> topics = new ArrayList<>();
                    topics.add(new DeleteTopicsResponseData.DeletableTopicResult().setName(side.name("orders")));
                    side.others(topics, name -> new DeleteTopicsResponseData.DeletableTopicResult().setName(name));
                    if (version >= 6) {
                        topics.add(new DeleteTopicsResponseData.DeletableTopicResult().setName(null)
                                .setTopicId(ORDERS_ID).setErrorCode((short) 100));
                    }
                    DeleteTopicsResponseData data = new DeleteTopicsResponseData();
                    topics.forEach(data.responses()::add);
                    return data;
                }),
                new Case(ApiKeys.DESCRIBE_TOPIC_PARTITIONS, (version, side) -> {
                    List<DescribeTopicPartitionsResponseData.DescribeTopicPartitionsResponseTopic> topics =
                            new ArrayList<>();
                    topics.add(new DescribeTopicPartitionsResponseData.DescribeTopicPartitionsResponseTopic()
                            .setName(side.name("orders")).setTopicId(ORDERS_ID));
                    side.others(topics, name -> new DescribeTopicPartitionsResponseData
                            .DescribeTopicPartitionsResponseTopic().setName(name).setTopicId(ORDERS_ID));
                    DescribeTopicPartitionsResponseData data = new DescribeTopicPartitionsResponseData();
                    topics.forEach(data.topics()::add);
                    return data.setNextCursor(new DescribeTopicPartitionsResponseData.Cursor()
                            .setTopicName(side.name("payments")).setPartitionIndex(7));
                }),
                new Case(ApiKeys.LIST_OFFSETS, (version, side) -> {
                    List<ListOffsetsResponseData.ListOffsetsTopicResponse> topics = new ArrayList<>();
                    topics.add(new ListOffsetsResponseData.ListOffsetsTopicResponse().setName(side.name("orders"))
                            .setPartitions(List.of(new ListOffsetsResponseData.ListOffsetsPartitionResponse()
                                    .setPartitionIndex(1).setOffset(99))));
                    side.others(topics, name -> new ListOffsetsResponseData.ListOffsetsTopicResponse().setName(name));
                    return new ListOffsetsResponseData().setTopics(topics);
                }),
                new Case(ApiKeys.OFFSET_FOR_LEADER_EPOCH, (version, side) -> {
                    List<OffsetForLeaderEpochResponseData.OffsetForLeaderTopicResult> topics = new ArrayList<>();
                    topics.add(new OffsetForLeaderEpochResponseData.OffsetForLeaderTopicResult()
                            .setTopic(side.name("orders")));
                    side.others(topics, name -> new OffsetForLeaderEpochResponseData.OffsetForLeaderTopicResult()
                            .setTopic(name));
                    OffsetForLeaderEpochResponseData data = new OffsetForLeaderEpochResponseData();
                    topics.forEach(data.topics()::add);
                    return data;
                }),
                new Case(ApiKeys.FIND_COORDINATOR, (version, side) -> {
                    FindCoordinatorResponseData data = new FindCoordinatorResponseData();
                    if (version < 4) {
                        return data.setNodeId(1).setHost("b1").setPort(9092);
                    }
                    data.coordinators().add(new FindCoordinatorResponseData.Coordinator().setKey(side.name("billing"))
                            .setNodeId(1).setHost("b1").setPort(9092));
                    return data;
                }),
                new Case(ApiKeys.OFFSET_COMMIT, (version, side) -> {
                    OffsetCommitResponseData.OffsetCommitResponseTopic topic = new OffsetCommitResponseData
                            .OffsetCommitResponseTopic().setPartitions(List.of(new OffsetCommitResponseData
                                    .OffsetCommitResponsePartition().setPartitionIndex(1)));
                    if (version < 10) {
                        topic.setName(side.name("orders"));
                    } else {
                        topic.setTopicId(ORDERS_ID);
                    }
                    return new OffsetCommitResponseData().setTopics(List.of(topic));
                }),
                new Case(ApiKeys.OFFSET_FETCH, (version, side) -> {
                    if (version < 8) {
                        return new OffsetFetchResponseData().setTopics(List.of(new OffsetFetchResponseData
                                .OffsetFetchResponseTopic().setName(side.name("orders")).setPartitions(List.of(
                                        new OffsetFetchResponseData.OffsetFetchResponsePartition()
                                                .setPartitionIndex(0).setCommittedOffset(5)))));
                    }
                    OffsetFetchResponseData.OffsetFetchResponseTopics topic = new OffsetFetchResponseData
                            .OffsetFetchResponseTopics().setPartitions(List.of(new OffsetFetchResponseData
                                    .OffsetFetchResponsePartitions().setPartitionIndex(0).setCommittedOffset(5)));
                    if (version < 10) {
                        topic.setName(side.name("orders"));
                    } else {
                        topic.setTopicId(ORDERS_ID);
                    }
                    return new OffsetFetchResponseData().setGroups(List.of(new OffsetFetchResponseData
                            .OffsetFetchResponseGroup().setGroupId(side.name("billing")).setTopics(List.of(topic))));
                }),
                new Case(ApiKeys.LIST_GROUPS, (version, side) -> {
                    List<ListGroupsResponseData.ListedGroup> groups = new ArrayList<>();
                    groups.add(new ListGroupsResponseData.ListedGroup().setGroupId(side.name("billing"))
                            .setProtocolType("consumer"));
                    side.others(groups, name -> new ListGroupsResponseData.ListedGroup().setGroupId(name));
                    return new ListGroupsResponseData().setGroups(groups);
                }),
                new Case(ApiKeys.DESCRIBE_GROUPS, (version, side) -> {
                    List<DescribeGroupsResponseData.DescribedGroup> groups = new ArrayList<>();
                    groups.add(new DescribeGroupsResponseData.DescribedGroup().setGroupId(side.name("billing"))
                            .setMembers(List.of(new DescribeGroupsResponseData.DescribedGroupMember()
                                    .setMemberId("m-1").setMemberMetadata(new byte[] {0, 3}))));
                    side.others(groups, name -> new DescribeGroupsResponseData.DescribedGroup().setGroupId(name));
                    return new DescribeGroupsResponseData().setGroups(groups);
                }),
                new Case(ApiKeys.CONSUMER_GROUP_DESCRIBE, (version, side) -> {
                    List<String> subscribed = new ArrayList<>(List.of(side.name("orders")));
                    side.others(subscribed, name -> name);
                    List<ConsumerGroupDescribeResponseData.TopicPartitions> assigned = new ArrayList<>();
                    assigned.add(new ConsumerGroupDescribeResponseData.TopicPartitions().setTopicId(ORDERS_ID)
                            .setTopicName(side.name("orders")).setPartitions(List.of(0, 1)));
                    side.others(assigned, name -> new ConsumerGroupDescribeResponseData.TopicPartitions()
                            .setTopicName(name));
                    List<ConsumerGroupDescribeResponseData.DescribedGroup> groups = new ArrayList<>();
                    groups.add(new ConsumerGroupDescribeResponseData.DescribedGroup().setGroupId(side.name("billing"))
                            .setMembers(List.of(new ConsumerGroupDescribeResponseData.Member().setMemberId("m-1")
                                    .setSubscribedTopicNames(subscribed)
                                    .setSubscribedTopicRegex(side.cluster() ? ACME.toClusterRegex("ord.*") : "ord.*")
                                    .setAssignment(new ConsumerGroupDescribeResponseData.Assignment()
                                            .setTopicPartitions(assigned)))));
                    side.others(groups, name -> new ConsumerGroupDescribeResponseData.DescribedGroup()
                            .setGroupId(name));
                    return new ConsumerGroupDescribeResponseData().setGroups(groups);
                }),
                new Case(ApiKeys.DELETE_GROUPS, (version, side) -> {
                    DeleteGroupsResponseData data = new DeleteGroupsResponseData();
                    data.results().add(new DeleteGroupsResponseData.DeletableGroupResult()
                            .setGroupId(side.name("billing")));
                    return data;
                }),
                new Case(ApiKeys.PRODUCE, (version, side) -> {
                    ProduceResponseData data = new ProduceResponseData();
                    ProduceResponseData.TopicProduceResponse topic = new ProduceResponseData.TopicProduceResponse()
                            .setPartitionResponses(List.of(new ProduceResponseData.PartitionProduceResponse()
                                    .setIndex(0).setBaseOffset(100)));
                    if (version < 13) {
                        topic.setName(side.name("orders"));
                    } else {
                        topic.setTopicId(ORDERS_ID);
                    }
                    data.responses().add(topic);
                    return data;
                }));
    }

    /** Kafka's response frame in a pooled buffer, its size read past, as the proxy's client side hands it over. */
    private static KafkaFrame frame(ApiKeys api, short version, Message body) {
        ByteBuf sized = KafkaFrames.buffer(KafkaFrames.response(api, version, 42, body));
        return new KafkaFrame(api.id, version, 42, sized.skipBytes(4));
    }

    private static TenantResponses responses() {
        return new TenantResponses(ACME, new TopicNames());
    }

    @TestFactory
    Stream<DynamicTest> everyResponseIsRenamedAsKafkaWouldWriteIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            for (short version : TenantRequestsTest.offered(c.api())) {
                tests.add(dynamicTest(c.api() + " v" + version, () -> {
                    KafkaFrame rewritten = responses().rewrite(frame(c.api(), version,
                            c.message().at(version, CLUSTER)), PooledByteBufAllocator.DEFAULT);
                    try {
                        byte[] expected = KafkaFrames.response(c.api(), version, 42,
                                c.message().at(version, CLIENT));
                        assertEquals(ByteBufUtil.hexDump(Arrays.copyOfRange(expected, 4, expected.length)),
                                ByteBufUtil.hexDump(rewritten.content()));
                    } finally {
                        rewritten.release();
                    }
                }));
            }
        }
        assertTrue(tests.size() > 50, "versions covered: " + tests.size());
        return tests.stream();
    }

    /** A Metadata answer cut short: the error names the message, and the frame is released (no leak). */
    @Test
    void aMalformedResponseFailsAndIsReleased() {
        KafkaFrame whole = frame(ApiKeys.METADATA, (short) 12, cases().get(0).message().at((short) 12, CLUSTER));
        ByteBuf content = whole.content();
        KafkaFrame cut = whole.replace(content.retainedSlice(content.readerIndex(), content.readableBytes() - 5));
        whole.release();
        MalformedMessageException failed = assertThrows(MalformedMessageException.class,
                () -> responses().rewrite(cut, PooledByteBufAllocator.DEFAULT));
        assertTrue(failed.getMessage().contains("MetadataResponse"), failed.getMessage());
        assertEquals(0, cut.refCnt(), "released");
    }

    /** Topic ids are learned under the cluster's names before they are renamed or left out. */
    @Test
    void metadataTeachesTopicIdsUnderClusterNames() {
        TopicNames topics = new TopicNames();
        KafkaFrame rewritten = new TenantResponses(ACME, topics).rewrite(frame(ApiKeys.METADATA, (short) 12,
                cases().get(0).message().at((short) 12, CLUSTER)), PooledByteBufAllocator.DEFAULT);
        rewritten.release();
        assertEquals("acme.orders", topics.nameOf(TenantRequestsTest.uuid(ORDERS_ID)));
        assertEquals("other.secret", topics.nameOf(TenantRequestsTest.uuid(new Uuid("other.secret".hashCode(), 1))),
                "another tenant's topic is learned too, so that its id is refused");
    }

    @Test
    void aFetchResponseByIdPassesAsItCame() {
        FetchResponseData data = new FetchResponseData();
        FetchResponseData.FetchableTopicResponse topic = new FetchResponseData.FetchableTopicResponse()
                .setTopicId(ORDERS_ID);
        topic.partitions().add(new FetchResponseData.PartitionData().setPartitionIndex(0)
                .setRecords(MemoryRecords.readableRecords(ByteBuffer.wrap(TenantRequestsTest.records()))));
        data.responses().add(topic);
        KafkaFrame frame = frame(ApiKeys.FETCH, (short) 17, data);
        KafkaFrame rewritten = responses().rewrite(frame, PooledByteBufAllocator.DEFAULT);
        try {
            assertSame(frame, rewritten);
        } finally {
            rewritten.release();
        }
    }

    @Test
    void aCursorAtAnotherTenantsTopicEndsTheListing() {
        DescribeTopicPartitionsResponseData data = new DescribeTopicPartitionsResponseData()
                .setNextCursor(new DescribeTopicPartitionsResponseData.Cursor().setTopicName("other.secret"));
        KafkaFrame rewritten = responses().rewrite(frame(ApiKeys.DESCRIBE_TOPIC_PARTITIONS, (short) 0,
                data), PooledByteBufAllocator.DEFAULT);
        try {
            byte[] expected = KafkaFrames.response(ApiKeys.DESCRIBE_TOPIC_PARTITIONS, (short) 0, 42,
                    new DescribeTopicPartitionsResponseData().setNextCursor(null));
            assertEquals(ByteBufUtil.hexDump(Arrays.copyOfRange(expected, 4, expected.length)),
                    ByteBufUtil.hexDump(rewritten.content()));
        } finally {
            rewritten.release();
        }
    }
}
