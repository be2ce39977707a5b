package io.kwire.proxy.tenant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.TopicNames;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A client connection in tenant mode: a request whose topic id must be asked of the broker holds back
 * the requests after it, which then go on in the order the client sent them; one naming another
 * tenant's topic closes the connection and goes nowhere.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class TenantConnectionTest {
    private final EmbeddedChannel client = TenantRequestsTest.pipeline();
    private final EmbeddedChannel brokerChannel = new EmbeddedChannel();
    private final List<Short> forwarded = new ArrayList<>();
    private final TenantConnection connection;

    TenantConnectionTest() {
        KafkaClientChannel.initialize(brokerChannel.pipeline(), "proxy");
        KafkaClientChannel broker = new KafkaClientChannel(brokerChannel);
        ProxyConnection proxied = new ProxyConnection() {
            @Override
            public void forward(Object request, Object context) {
                KafkaFrame frame = (KafkaFrame) request;
                forwarded.add(frame.apiKey());
                frame.release();
            }

            @Override
            public void answer(Object response) {
                throw new AssertionError("tenant mode answers nothing itself");
            }

            @Override
            public Channel clientChannel() {
                return client;
            }

            @Override
            public KafkaClientChannel broker() {
                return broker;
            }
        };
        connection = new TenantConnection(proxied, TenantRequestsTest.ACME, new TopicNames());
    }

    @AfterEach
    void close() {
        client.finishAndReleaseAll();
        brokerChannel.finishAndReleaseAll();
    }

    /** Answers the Metadata request the connection sent its broker for a topic id with {@code name}. */
    private void brokerNames(Uuid id, String name) {
        ByteBuf sent = brokerChannel.readOutbound();
        try {
            KafkaFrames.ParsedRequest request = KafkaFrames.parseRequest(sent);
            assertEquals(id, ((MetadataRequestData) request.body()).topics().get(0).topicId(), "asked by id");
            MetadataResponseData answer = new MetadataResponseData();
            answer.topics().add(new MetadataResponseData.MetadataResponseTopic().setName(name).setTopicId(id));
            brokerChannel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA,
                    request.header().apiVersion(), request.header().correlationId(), answer)));
        } finally {
            sent.release();
        }
        client.runPendingTasks();
    }

    private void send(ApiKeys api, short version, org.apache.kafka.common.protocol.Message body) {
        connection.forward(TenantRequestsTest.handedOver(client, api, version, body), null);
    }

    @Test
    void requestsWaitingBehindALookUpGoOnInOrder() {
        send(ApiKeys.FETCH, (short) 17, TenantRequestsTest.fetch(TenantRequestsTest.ORDERS_ID));
        MetadataRequestData metadata = new MetadataRequestData();
        metadata.topics().add(new MetadataRequestData.MetadataRequestTopic().setName("payments"));
        send(ApiKeys.METADATA, (short) 12, metadata);
        assertTrue(forwarded.isEmpty(), "both wait for the Fetch's topic id");
        brokerNames(TenantRequestsTest.ORDERS_ID, "acme.orders");
        assertEquals(List.of(ApiKeys.FETCH.id, ApiKeys.METADATA.id), forwarded);
        send(ApiKeys.FETCH, (short) 17, TenantRequestsTest.fetch(TenantRequestsTest.ORDERS_ID));
        assertEquals(3, forwarded.size(), "a known id goes on at once");
        assertTrue(client.isActive());
    }

    @Test
    void anotherTenantsTopicClosesTheConnection() {
        send(ApiKeys.FETCH, (short) 17, TenantRequestsTest.fetch(TenantRequestsTest.FOREIGN_ID));
        brokerNames(TenantRequestsTest.FOREIGN_ID, "other.secret");
        assertTrue(forwarded.isEmpty());
        assertFalse(client.isActive(), "the client's connection is closed");
    }
}
