package io.kwire.proxy.tenant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.ApiVersionRange;
import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.proxy.TopicNames;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.ConsumerGroupDescribeRequestData;
import org.apache.kafka.common.message.ConsumerGroupHeartbeatRequestData;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.DeleteGroupsRequestData;
import org.apache.kafka.common.message.DeleteTopicsRequestData;
import org.apache.kafka.common.message.DescribeGroupsRequestData;
import org.apache.kafka.common.message.DescribeTopicPartitionsRequestData;
import org.apache.kafka.common.message.FetchRequestData;
import org.apache.kafka.common.message.FindCoordinatorRequestData;
import org.apache.kafka.common.message.HeartbeatRequestData;
import org.apache.kafka.common.message.InitProducerIdRequestData;
import org.apache.kafka.common.message.JoinGroupRequestData;
import org.apache.kafka.common.message.LeaveGroupRequestData;
import org.apache.kafka.common.message.ListOffsetsRequestData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.OffsetCommitRequestData;
import org.apache.kafka.common.message.OffsetFetchRequestData;
import org.apache.kafka.common.message.OffsetForLeaderEpochRequestData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.message.SyncGroupRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every request tenant mode offers, at every version offered, written by Kafka's own classes with
 * the names a client uses: rewritten, it is byte for byte what Kafka writes with the cluster's names
 * (the tenant's prefix on topics, groups and transactional ids). Produce's records stay the frame's
 * memory; topic ids of another tenant's topics are refused, and so is every API not offered.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class TenantRequestsTest {
    static final TenantNames ACME = new TenantNames("acme");
    static final Uuid ORDERS_ID = Uuid.fromString("aUaRDbNwQt2XyUGQPnU1tA");
    static final Uuid FOREIGN_ID = Uuid.fromString("Bx8Zq0UBRS6y0vfQb3XyZw");

    /** The names a message is written with: the client's, or the cluster's. */
    interface Side {
        String name(String clientName);

        String regex(String clientRegex);
    }

    static final Side CLIENT = new Side() {
        @Override
        public String name(String clientName) {
            return clientName;
        }

        @Override
        public String regex(String clientRegex) {
            return clientRegex;
        }
    };

    static final Side CLUSTER = new Side() {
        @Override
        public String name(String clientName) {
            return ACME.toCluster(clientName);
        }

        @Override
        public String regex(String clientRegex) {
            return ACME.toClusterRegex(clientRegex);
        }
    };

    /** A message of an API at a version, as Kafka writes it with one side's names. */
    interface Written {
        Message at(short version, Side side);
    }

    record Case(ApiKeys api, Written message) {
    }

    static UUID uuid(Uuid id) {
        return new UUID(id.getMostSignificantBits(), id.getLeastSignificantBits());
    }

    static byte[] records() {
        byte[] bytes = new byte[512];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 7 + 3);
        }
        return bytes;
    }

    private static List<Case> cases() {
        return List.of(
                new Case(ApiKeys.METADATA, (version, side) -> {
                    MetadataRequestData data = new MetadataRequestData();
                    data.topics().add(new MetadataRequestData.MetadataRequestTopic().setName(side.name("orders")));
                    if (version >= 10) {
                        data.topics().add(new MetadataRequestData.MetadataRequestTopic().setName(null)
                                .setTopicId(ORDERS_ID));
                        data.topics().add(new MetadataRequestData.MetadataRequestTopic().setTopicId(ORDERS_ID));
                    }
                    return data;
                }),
                new Case(ApiKeys.CREATE_TOPICS, (version, side) -> {
                    CreateTopicsRequestData data = new CreateTopicsRequestData().setTimeoutMs(5000);
                    data.topics().add(new CreateTopicsRequestData.CreatableTopic().setName(side.name("orders"))
                            .setNumPartitions(3).setReplicationFactor((short) 1));
                    data.topics().add(new CreateTopicsRequestData.CreatableTopic().setName(side.name("payments"))
                            .setNumPartitions(1).setReplicationFactor((short) 1));
                    return data;
                }),
                new Case(ApiKeys.DELETE_TOPICS, (version, side) -> {
                    DeleteTopicsRequestData data = new DeleteTopicsRequestData().setTimeoutMs(5000);
                    if (version < 6) {
                        return data.setTopicNames(List.of(side.name("orders"), side.name("payments")));
                    }
                    data.topics().add(new DeleteTopicsRequestData.DeleteTopicState().setName(side.name("orders")));
                    data.topics().add(new DeleteTopicsRequestData.DeleteTopicState().setName(null)
                            .setTopicId(ORDERS_ID));
                    return data;
                }),
                new Case(ApiKeys.DESCRIBE_TOPIC_PARTITIONS, (version, side) -> {
                    DescribeTopicPartitionsRequestData data = new DescribeTopicPartitionsRequestData();
                    data.topics().add(new DescribeTopicPartitionsRequestData.TopicRequest()
                            .setName(side.name("orders")));
                    return data.setCursor(new DescribeTopicPartitionsRequestData.Cursor()
                            .setTopicName(side.name("orders")).setPartitionIndex(2));
                }),
                new Case(ApiKeys.LIST_OFFSETS, (version, side) -> {
                    ListOffsetsRequestData data = new ListOffsetsRequestData().setReplicaId(-1);
                    data.topics().add(new ListOffsetsRequestData.ListOffsetsTopic().setName(side.name("orders"))
                            .setPartitions(List.of(new ListOffsetsRequestData.ListOffsetsPartition()
                                    .setPartitionIndex(1).setTimestamp(-2L))));
                    return data;
                }),
                new Case(ApiKeys.OFFSET_FOR_LEADER_EPOCH, (version, side) -> {
                    OffsetForLeaderEpochRequestData data = new OffsetForLeaderEpochRequestData().setReplicaId(-1);
                    data.topics().add(new OffsetForLeaderEpochRequestData.OffsetForLeaderTopic()
                            .setTopic(side.name("orders")).setPartitions(List.of(
                                    new OffsetForLeaderEpochRequestData.OffsetForLeaderPartition().setPartition(0)
                                            .setLeaderEpoch(3))));
                    return data;
                }),
                new Case(ApiKeys.INIT_PRODUCER_ID, (version, side) -> new InitProducerIdRequestData()
                        .setTransactionalId(side.name("tx-1")).setTransactionTimeoutMs(60_000)),
                new Case(ApiKeys.FIND_COORDINATOR, (version, side) -> {
                    FindCoordinatorRequestData data = new FindCoordinatorRequestData();
                    if (version < 4) {
                        return data.setKey(side.name("billing"));
                    }
                    return data.setCoordinatorKeys(List.of(side.name("billing"), side.name("audit")));
                }),
                new Case(ApiKeys.JOIN_GROUP, (version, side) -> {
                    JoinGroupRequestData data = new JoinGroupRequestData().setGroupId(side.name("billing"))
                            .setSessionTimeoutMs(10_000).setMemberId("m-1").setProtocolType("consumer");
                    data.protocols().add(new JoinGroupRequestData.JoinGroupRequestProtocol().setName("range")
                            .setMetadata(new byte[] {0, 3, 0, 0, 0, 0}));
                    return data;
                }),
                new Case(ApiKeys.SYNC_GROUP, (version, side) -> new SyncGroupRequestData()
                        .setGroupId(side.name("billing")).setMemberId("m-1").setGenerationId(4)
                        .setAssignments(List.of(new SyncGroupRequestData.SyncGroupRequestAssignment()
                                .setMemberId("m-1").setAssignment(new byte[] {0, 3, 1})))),
                new Case(ApiKeys.HEARTBEAT, (version, side) -> new HeartbeatRequestData()
                        .setGroupId(side.name("billing")).setMemberId("m-1").setGenerationId(4)),
                new Case(ApiKeys.LEAVE_GROUP, (version, side) -> {
                    LeaveGroupRequestData data = new LeaveGroupRequestData().setGroupId(side.name("billing"));
                    if (version < 3) {
                        return data.setMemberId("m-1");
                    }
                    return data.setMembers(List.of(new LeaveGroupRequestData.MemberIdentity().setMemberId("m-1")));
                }),
                new Case(ApiKeys.OFFSET_COMMIT, (version, side) -> {
                    OffsetCommitRequestData.OffsetCommitRequestTopic topic = new OffsetCommitRequestData
                            .OffsetCommitRequestTopic().setPartitions(List.of(new OffsetCommitRequestData
                                    .OffsetCommitRequestPartition().setPartitionIndex(1).setCommittedOffset(42)));
                    if (version < 10) {
                        topic.setName(side.name("orders"));
                    } else {
                        topic.setTopicId(ORDERS_ID);
                    }
                    return new OffsetCommitRequestData().setGroupId(side.name("billing")).setMemberId("m-1")
                            .setTopics(List.of(topic));
                }),
                new Case(ApiKeys.OFFSET_FETCH, (version, side) -> {
                    if (version < 8) {
                        return new OffsetFetchRequestData().setGroupId(side.name("billing")).setTopics(List.of(
                                new OffsetFetchRequestData.OffsetFetchRequestTopic().setName(side.name("orders"))
                                        .setPartitionIndexes(List.of(0, 1))));
                    }
                    OffsetFetchRequestData.OffsetFetchRequestTopics topic = new OffsetFetchRequestData
                            .OffsetFetchRequestTopics().setPartitionIndexes(List.of(0, 1));
                    if (version < 10) {
                        topic.setName(side.name("orders"));
                    } else {
                        topic.setTopicId(ORDERS_ID);
                    }
                    return new OffsetFetchRequestData().setGroups(List.of(
                            new OffsetFetchRequestData.OffsetFetchRequestGroup().setGroupId(side.name("billing"))
                                    .setTopics(List.of(topic)),
                            new OffsetFetchRequestData.OffsetFetchRequestGroup().setGroupId(side.name("audit"))
                                    .setTopics(null)));
                }),
                new Case(ApiKeys.CONSUMER_GROUP_HEARTBEAT, (version, side) -> {
                    ConsumerGroupHeartbeatRequestData data = new ConsumerGroupHeartbeatRequestData()
                            .setGroupId(side.name("billing")).setMemberId("m-1").setMemberEpoch(2)
                            .setSubscribedTopicNames(List.of(side.name("orders"), side.name("payments")))
                            .setTopicPartitions(List.of(new ConsumerGroupHeartbeatRequestData.TopicPartitions()
                                    .setTopicId(ORDERS_ID).setPartitions(List.of(0, 2))));
                    if (version >= 1) {
                        data.setSubscribedTopicRegex(side.regex("ord.*|pay[a-z]+"));
                    }
                    return data;
                }),
                new Case(ApiKeys.DESCRIBE_GROUPS, (version, side) -> new DescribeGroupsRequestData()
                        .setGroups(List.of(side.name("billing"), side.name("audit")))),
                new Case(ApiKeys.CONSUMER_GROUP_DESCRIBE, (version, side) -> new ConsumerGroupDescribeRequestData()
                        .setGroupIds(List.of(side.name("billing"), side.name("audit")))),
                new Case(ApiKeys.DELETE_GROUPS, (version, side) -> new DeleteGroupsRequestData()
                        .setGroupsNames(List.of(side.name("billing")))),
                new Case(ApiKeys.PRODUCE, (version, side) -> produce(version, side, ORDERS_ID)),
                new Case(ApiKeys.FETCH, (version, side) -> fetch(ORDERS_ID)));
    }

    static ProduceRequestData produce(short version, Side side, Uuid id) {
        ProduceRequestData data = new ProduceRequestData().setAcks((short) -1).setTimeoutMs(30_000)
                .setTransactionalId(side.name("tx-1"));
        ProduceRequestData.TopicProduceData topic = new ProduceRequestData.TopicProduceData()
                .setPartitionData(List.of(new ProduceRequestData.PartitionProduceData().setIndex(0)
                        .setRecords(MemoryRecords.readableRecords(ByteBuffer.wrap(records())))));
        if (version < 13) {
            topic.setName(side.name("orders"));
        } else {
            topic.setTopicId(id);
        }
        data.topicData().add(topic);
        return data;
    }

    static FetchRequestData fetch(Uuid id) {
        FetchRequestData data = new FetchRequestData().setMaxWaitMs(500).setMinBytes(1).setSessionEpoch(-1);
        data.topics().add(new FetchRequestData.FetchTopic().setTopicId(id).setPartitions(List.of(
                new FetchRequestData.FetchPartition().setPartition(0).setFetchOffset(10))));
        data.forgottenTopicsData().add(new FetchRequestData.ForgottenTopic().setTopicId(id)
                .setPartitions(List.of(1)));
        return data;
    }

    /** Topic names as a proxy learned them: the tenant's orders, and another tenant's topic. */
    static TopicNames learned() {
        return TopicNamesLearned.of(ACME.toCluster("orders"), ORDERS_ID, "other.secret", FOREIGN_ID);
    }

    /** A request Kafka wrote, as the pipeline hands it over in tenant mode. */
    static Object handedOver(EmbeddedChannel channel, ApiKeys api, short version, Message body) {
        channel.writeInbound(Unpooled.wrappedBuffer(KafkaFrames.request(api, version, 7, body)));
        Object request = channel.readInbound();
        assertTrue(request != null, "the decoder handed the request over");
        return request;
    }

    static EmbeddedChannel pipeline() {
        return new EmbeddedChannel(new KafkaFrameDecoder(),
                new KafkaRequestDecoder(TenantApis.OFFER, TenantApis.FORMS));
    }

    static TenantRequests requests() {
        return new TenantRequests(ACME, learned(), id -> CompletableFuture.completedFuture(null));
    }

    private static byte[] unsized(byte[] frame) {
        return Arrays.copyOfRange(frame, 4, frame.length);
    }

    /** The versions of {@code api} tenant mode offers that its codecs and Kafka's classes both read. */
    static List<Short> offered(ApiKeys api) {
        ApiVersionRange range = TenantApis.OFFER.versions(api.id);
        List<Short> versions = new ArrayList<>();
        for (short v = range.lowestVersion(); v <= range.highestVersion(); v++) {
            if (TenantApis.OFFER.supports(api.id, v) && v >= api.oldestVersion()
                    && v <= api.latestVersion(true)) {
                versions.add(v);
            }
        }
        return versions;
    }

    @TestFactory
    Stream<DynamicTest> everyRequestIsRenamedAsKafkaWouldWriteIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Case c : cases()) {
            for (short version : offered(c.api())) {
                tests.add(dynamicTest(c.api() + " v" + version, () -> {
                    EmbeddedChannel channel = pipeline();
                    KafkaFrame rewritten = requests().rewrite(handedOver(channel, c.api(), version,
                            c.message().at(version, CLIENT)), PooledByteBufAllocator.DEFAULT).get();
                    try {
                        byte[] expected = unsized(KafkaFrames.request(c.api(), version, 7,
                                c.message().at(version, CLUSTER)));
                        assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(rewritten.content()));
                    } finally {
                        rewritten.release();
                        channel.finishAndReleaseAll();
                    }
                }));
            }
        }
        assertTrue(tests.size() > 80, "versions covered: " + tests.size());
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyApiOfferedIsCovered() {
        List<Short> covered = cases().stream().map(c -> c.api().id).toList();
        return TenantApis.OFFER.versions().stream().map(range -> dynamicTest("API " + range.apiKey(), () -> {
            boolean passesAsItCame = range.apiKey() == ApiKeys.API_VERSIONS.id
                    || range.apiKey() == ApiKeys.DESCRIBE_CLUSTER.id || range.apiKey() == ApiKeys.SASL_HANDSHAKE.id
                    || range.apiKey() == ApiKeys.SASL_AUTHENTICATE.id || range.apiKey() == ApiKeys.LIST_GROUPS.id;
            assertTrue(passesAsItCame || covered.contains(range.apiKey()), range + " has a case");
        }));
    }

    /** Produce's records are not copied: a byte changed in the client's frame shows through the renamed one. */
    @Test
    void produceRecordsStayTheFramesMemory() throws Exception {
        EmbeddedChannel channel = pipeline();
        ViewedRequest produce = (ViewedRequest) handedOver(channel, ApiKeys.PRODUCE, (short) 12,
                produce((short) 12, CLIENT, ORDERS_ID));
        ByteBuf original = produce.frame().content().retain();
        KafkaFrame rewritten = requests().rewrite(produce, PooledByteBufAllocator.DEFAULT).get();
        try {
            ByteBuf records = Unpooled.wrappedBuffer(records());
            int recordsAt = ByteBufUtil.indexOf(records, original);
            int recordsAfter = ByteBufUtil.indexOf(records, rewritten.content());
            assertTrue(recordsAt >= 0 && recordsAfter >= 0, "the records are in both frames");
            original.setByte(recordsAt + 100, 0x7f);
            assertEquals(0x7f, rewritten.content().getByte(recordsAfter + 100));
        } finally {
            original.release();
            rewritten.release();
            channel.finishAndReleaseAll();
        }
    }

    /** A control-plane request cut short: a clear error naming what could not be read, nothing leaked. */
    @Test
    void aMalformedRequestFailsSayingWhere() {
        byte[] whole = KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 7, 7,
                cases().get(1).message().at((short) 7, CLIENT));
        byte[] cut = Arrays.copyOf(whole, whole.length - 3);
        ByteBuffer.wrap(cut).putInt(cut.length - 4);
        EmbeddedChannel channel = pipeline();
        channel.writeInbound(Unpooled.wrappedBuffer(cut));
        ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> requests().rewrite(channel.readInbound(), PooledByteBufAllocator.DEFAULT).get());
        assertInstanceOf(MalformedMessageException.class, failed.getCause());
        assertTrue(failed.getCause().getMessage().contains("CreateTopicsRequest"), failed.getCause().getMessage());
        channel.finishAndReleaseAll();
    }

    @Test
    void anApiNotOfferedIsRefused() {
        EmbeddedChannel channel = pipeline();
        Object request = handedOver(channel, ApiKeys.DESCRIBE_CONFIGS, (short) 4,
                new org.apache.kafka.common.message.DescribeConfigsRequestData());
        ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                () -> requests().rewrite(request, PooledByteBufAllocator.DEFAULT).get());
        assertInstanceOf(TenantRefusal.class, refused.getCause());
        assertTrue(refused.getCause().getMessage().contains("API 32 v4"), refused.getCause().getMessage());
        channel.finishAndReleaseAll();
    }

    @Test
    void aFetchOfAnotherTenantsTopicIsRefused() {
        assertRefused(ApiKeys.FETCH, (short) 17, fetch(FOREIGN_ID), requests());
    }

    /** By id as Kafka's Admin asks it: the name left empty. */
    @Test
    void metadataOfAnotherTenantsTopicByIdIsRefused() {
        MetadataRequestData byId = new MetadataRequestData();
        byId.topics().add(new MetadataRequestData.MetadataRequestTopic().setTopicId(FOREIGN_ID));
        assertRefused(ApiKeys.METADATA, (short) 12, byId, requests());
    }

    @Test
    void aProduceToAnotherTenantsTopicByIdIsRefused() {
        assertRefused(ApiKeys.PRODUCE, (short) 13, produce((short) 13, CLIENT, FOREIGN_ID), requests());
    }

    @Test
    void anIdNotLearnedYetIsAskedOfTheBrokerAndRefusedIfAnotherTenants() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        CompletableFuture<String> answer = new CompletableFuture<>();
        TenantRequests requests = new TenantRequests(ACME, new TopicNames(), id -> {
            asked.incrementAndGet();
            return answer;
        });
        EmbeddedChannel channel = pipeline();
        CompletableFuture<KafkaFrame> rewritten = requests.rewrite(handedOver(channel, ApiKeys.FETCH, (short) 17,
                fetch(FOREIGN_ID)), PooledByteBufAllocator.DEFAULT);
        assertEquals(1, asked.get(), "asked once, though the topic and the one forgotten are the same");
        assertTrue(!rewritten.isDone(), "the request waits for the broker's answer");
        answer.complete("other.secret");
        ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                rewritten::get);
        assertInstanceOf(TenantRefusal.class, refused.getCause().getCause() == null ? refused.getCause()
                : refused.getCause().getCause());
        channel.finishAndReleaseAll();
    }

    private static void assertRefused(ApiKeys api, short version, Message body, TenantRequests requests) {
        EmbeddedChannel channel = pipeline();
        CompletableFuture<KafkaFrame> rewritten = requests.rewrite(handedOver(channel, api, version, body),
                PooledByteBufAllocator.DEFAULT);
        ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                rewritten::get);
        assertInstanceOf(TenantRefusal.class, refused.getCause());
        assertTrue(refused.getCause().getMessage().contains(uuid(FOREIGN_ID).toString()), refused.getMessage());
        channel.finishAndReleaseAll();
    }
}
