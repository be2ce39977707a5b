package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.ViewedResponse;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The client side relaying frames as a proxy does ({@link KafkaClientChannel#relay}): a client's
 * request frame goes to the broker with only the correlation id changed, the broker's answer comes
 * back with the client's own, and a {@link ViewedResponse} patches it into what Kafka would write.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RelayTest {
    private static final short METADATA_VERSION = 12;

    private static EmbeddedChannel upstream() {
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.config().setAllocator(PooledByteBufAllocator.DEFAULT);
        KafkaClientChannel.initialize(channel.pipeline(), "proxy");
        return channel;
    }

    /** The client's frame, without its size, as the server side hands it over. */
    private static KafkaFrame clientFrame(ApiKeys api, short version, int correlationId, byte[] frame) {
        ByteBuf content = PooledByteBufAllocator.DEFAULT.buffer().writeBytes(frame, 4, frame.length - 4);
        return new KafkaFrame(api.id, version, correlationId, content);
    }

    private static byte[] drain(EmbeddedChannel channel) {
        ByteBuf written = channel.readOutbound();
        try {
            return ByteBufUtil.getBytes(written);
        } finally {
            written.release();
        }
    }

    private static MetadataResponseData metadataResponse(String host0, int port0, String host1, int port1) {
        MetadataResponseData response = new MetadataResponseData().setClusterId("cluster-1").setControllerId(1);
        response.brokers().add(new MetadataResponseData.MetadataResponseBroker().setNodeId(1).setHost(host0)
                .setPort(port0).setRack("rack-a"));
        response.brokers().add(new MetadataResponseData.MetadataResponseBroker().setNodeId(2).setHost(host1)
                .setPort(port1));
        response.topics().add(new MetadataResponseData.MetadataResponseTopic().setName("orders"));
        return response;
    }

    @Test
    void aRelayedRequestTakesTheConnectionsCorrelationIdAndItsAnswerTheClients() throws Exception {
        EmbeddedChannel channel = upstream();
        KafkaClientChannel client = new KafkaClientChannel(channel);
        MetadataRequestData request = new MetadataRequestData();
        request.topics().add(new MetadataRequestData.MetadataRequestTopic().setName("orders"));
        byte[] sent = KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 77, request);
        CompletableFuture<KafkaFrame> answer = client.relay(clientFrame(ApiKeys.METADATA, METADATA_VERSION, 77, sent));
        byte[] relayed = drain(channel);
        assertArrayEquals(KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 0, request), relayed,
                "the client's frame with the connection's first correlation id");

        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION, 0,
                metadataResponse("broker-1.internal", 9092, "broker-2.internal", 9093))));
        KafkaFrame response = answer.get();
        MetadataResponse decoded = response.readBody(MetadataResponseCodec.INSTANCE);
        assertEquals("broker-1.internal", decoded.brokers.get(0).host, "the answer decoded, the frame kept");
        assertEquals(0, response.content().readerIndex());
        ViewedResponse viewed = ViewedResponse.of(response, MetadataResponseCodec.INSTANCE, new MetadataResponseView());
        KafkaFrame forwarded = null;
        try {
            assertEquals(77, response.correlationId());
            MetadataResponseView view = viewed.view(MetadataResponseView.class);
            assertEquals("broker-2.internal", view.brokers(1).host());
            for (int i = 0; i < view.brokersCount(); i++) {
                view.brokers(i).setHost("proxy.example.com").setPort(19092 + i);
            }
            forwarded = viewed.forward(channel.alloc());
            byte[] expected = KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION, 77,
                    metadataResponse("proxy.example.com", 19092, "proxy.example.com", 19093));
            assertArrayEquals(Arrays.copyOfRange(expected, 4, expected.length), ByteBufUtil.getBytes(forwarded.content()),
                    "Kafka's answer with the proxy's brokers and the client's correlation id");
        } finally {
            if (forwarded != null) {
                forwarded.release();
            } else {
                viewed.release();
            }
            channel.finishAndReleaseAll();
        }
    }

    /**
     * A Produce with acks=0 expects nothing: its future completes with null once written, and the
     * next request's answer is paired with that request, not with the Produce.
     */
    @Test
    void aRelayedProduceWithAcksZeroIsDoneWhenWritten() throws Exception {
        EmbeddedChannel channel = upstream();
        KafkaClientChannel client = new KafkaClientChannel(channel);
        ProduceRequestData produce = new ProduceRequestData().setAcks((short) 0).setTimeoutMs(1000);
        byte[] produceFrame = KafkaFrames.request(ApiKeys.PRODUCE, (short) 13, 5, produce);
        CompletableFuture<KafkaFrame> none = client.relay(clientFrame(ApiKeys.PRODUCE, (short) 13, 5, produceFrame));
        assertNull(none.get(), "no response to wait for");
        drain(channel);
        byte[] metadataFrame = KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 6, new MetadataRequestData());
        CompletableFuture<KafkaFrame> answer = client.relay(clientFrame(ApiKeys.METADATA, METADATA_VERSION, 6,
                metadataFrame));
        assertEquals(1, ByteBuffer.wrap(drain(channel)).getInt(8), "the second correlation id of the connection");
        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION, 1,
                new MetadataResponseData())));
        KafkaFrame response = answer.get();
        try {
            assertEquals(6, response.content().getInt(response.content().readerIndex()));
        } finally {
            response.release();
            channel.finishAndReleaseAll();
        }
    }

    /** A connection that closes fails what it relayed and has not answered, and leaks no frame. */
    @Test
    void aClosedConnectionFailsWhatItRelayed() {
        EmbeddedChannel channel = upstream();
        KafkaClientChannel client = new KafkaClientChannel(channel);
        byte[] frame = KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 9, new MetadataRequestData());
        CompletableFuture<KafkaFrame> answer = client.relay(clientFrame(ApiKeys.METADATA, METADATA_VERSION, 9, frame));
        drain(channel);
        channel.close();
        ExecutionException failed = assertThrows(ExecutionException.class, answer::get);
        assertInstanceOf(ConnectionClosedException.class, failed.getCause());
        CompletableFuture<KafkaFrame> late = client.relay(clientFrame(ApiKeys.METADATA, METADATA_VERSION, 10, frame));
        assertTrue(late.isCompletedExceptionally(), "relayed after the close");
        channel.finishAndReleaseAll();
    }
}
