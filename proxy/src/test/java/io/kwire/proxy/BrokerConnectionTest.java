package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RequestHeader;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ConnectionClosedException;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequestView;
import io.kwire.proxy.BrokerConnection.CorrelationIds;
import io.kwire.testkit.oracle.KafkaFrames;
import io.kwire.testkit.oracle.KafkaFrames.ParsedRequest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ApiVersionsResponseData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The upstream half: requests in every form a proxy reads them in go to the broker as Kafka reads
 * them, with the client's correlation ids kept or the connection's own, and each response comes back
 * in request order with the request's API key, version, correlation id and context; a Produce with
 * acks=0 expects nothing. Requests and responses are Kafka's own bytes.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class BrokerConnectionTest {
    private static final short METADATA_VERSION = 12;
    private static final short API_VERSIONS_VERSION = 3;

    private static EmbeddedChannel broker(CorrelationIds ids) {
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.config().setAllocator(PooledByteBufAllocator.DEFAULT);
        BrokerConnection.initialize(channel.pipeline(), ids);
        return channel;
    }

    /** Kafka's request frame without its size, as a proxy's server side hands it over. */
    private static KafkaFrame frame(ApiKeys api, short version, int correlationId, byte[] sized) {
        ByteBuf content = PooledByteBufAllocator.DEFAULT.buffer().writeBytes(sized, 4, sized.length - 4);
        return new KafkaFrame(api.id, version, correlationId, content);
    }

    /** A Metadata request under a view, as KafkaRequestDecoder hands it over, with a field patched. */
    private static ViewedRequest patchedMetadata(int correlationId) {
        EmbeddedChannel server = new EmbeddedChannel(new KafkaRequestDecoder(KwireApis.REGISTRY,
                RequestForms.otherwise(RequestForm.view(MetadataRequestView::new))));
        byte[] sized = KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, correlationId,
                new MetadataRequestData().setAllowAutoTopicCreation(true));
        server.writeInbound(KafkaFrames.buffer(Arrays.copyOfRange(sized, 4, sized.length)));
        ViewedRequest viewed = server.readInbound();
        server.finishAndReleaseAll();
        viewed.view(MetadataRequestView.class).setAllowAutoTopicCreation(false);
        return viewed;
    }

    /** What the connection wrote, each frame as Kafka reads it. */
    private static List<ParsedRequest> written(EmbeddedChannel channel) {
        List<ParsedRequest> requests = new ArrayList<>();
        for (ByteBuf frame; (frame = channel.readOutbound()) != null; ) {
            try {
                requests.add(KafkaFrames.parseRequest(frame));
            } finally {
                frame.release();
            }
        }
        return requests;
    }

    @ParameterizedTest
    @EnumSource(CorrelationIds.class)
    void everyFormGoesAsKafkaReadsItAndItsResponseComesBackInOrderWithItsContext(CorrelationIds ids)
            throws Exception {
        EmbeddedChannel channel = broker(ids);
        BrokerConnection connection = new BrokerConnection(channel);
        CompletableFuture<BrokerResponse<String>> asFrame = connection.send(frame(ApiKeys.METADATA, METADATA_VERSION,
                77, KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 77, new MetadataRequestData())), "frame");
        ApiVersionsRequest decoded = new ApiVersionsRequest();
        decoded.clientSoftwareName = "kwire-test";
        CompletableFuture<BrokerResponse<String>> asMessage = connection.send(new KafkaRequest<>(KwireApis.API_VERSIONS,
                new RequestHeader(ApiKeys.API_VERSIONS.id, API_VERSIONS_VERSION, 78, "c"), decoded), "message");
        CompletableFuture<BrokerResponse<String>> unanswered = connection.send(frame(ApiKeys.PRODUCE, (short) 13, 79,
                KafkaFrames.request(ApiKeys.PRODUCE, (short) 13, 79, new ProduceRequestData().setAcks((short) 0))),
                "acks=0");
        CompletableFuture<BrokerResponse<String>> asView = connection.send(patchedMetadata(80), "view");

        List<ParsedRequest> sent = written(channel);
        List<Integer> sentIds = sent.stream().map(request -> request.header().correlationId()).toList();
        assertEquals(ids == CorrelationIds.KEPT ? List.of(77, 78, 79, 80) : List.of(0, 1, 2, 3), sentIds);
        assertEquals("kwire-test", ((ApiVersionsRequestData) sent.get(1).body()).clientSoftwareName(),
                "the decoded request encoded");
        assertFalse(((MetadataRequestData) sent.get(3).body()).allowAutoTopicCreation(), "the view's patch sent");
        assertNull(unanswered.get(), "a Produce with acks=0 is done once written");

        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION,
                sentIds.get(0), new MetadataResponseData())));
        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.API_VERSIONS, API_VERSIONS_VERSION,
                sentIds.get(1), new ApiVersionsResponseData())));
        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION,
                sentIds.get(3), new MetadataResponseData().setClusterId("c-1"))));
        List<String> answered = new ArrayList<>();
        for (CompletableFuture<BrokerResponse<String>> response : List.of(asFrame, asMessage, asView)) {
            KafkaFrame frame = response.get().frame();
            answered.add(response.get().context() + " " + frame.apiKey() + " v" + frame.apiVersion() + " #"
                    + frame.correlationId() + "/" + frame.content().getInt(frame.content().readerIndex()));
            frame.release();
        }
        assertEquals(List.of("frame 3 v12 #77/77", "message 18 v3 #78/78", "view 3 v12 #80/80"), answered,
                "each response with its request's API, version, context and the client's correlation id");
        channel.finishAndReleaseAll();
    }

    @ParameterizedTest
    @EnumSource(CorrelationIds.class)
    void aClosedConnectionFailsWhatItAwaitsAndWhatIsSentAfter(CorrelationIds ids) {
        EmbeddedChannel channel = broker(ids);
        BrokerConnection connection = new BrokerConnection(channel);
        byte[] metadata = KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 9, new MetadataRequestData());
        CompletableFuture<BrokerResponse<Object>> awaited = connection.send(frame(ApiKeys.METADATA, METADATA_VERSION,
                9, metadata), null);
        written(channel);
        channel.close();
        ExecutionException failed = assertThrows(ExecutionException.class, awaited::get);
        assertInstanceOf(ConnectionClosedException.class, failed.getCause());
        CompletableFuture<BrokerResponse<Object>> late = connection.send(frame(ApiKeys.METADATA, METADATA_VERSION, 10,
                metadata), null);
        assertTrue(late.isCompletedExceptionally(), "sent after the close");
        channel.finishAndReleaseAll();
    }

    @Test
    void aKeptConnectionClosesOnAResponseToNoRequestOfItsAndCarriesNoRequestsOfTheProxy() {
        EmbeddedChannel channel = broker(CorrelationIds.KEPT);
        BrokerConnection connection = new BrokerConnection(channel);
        assertThrows(IllegalStateException.class, connection::client);
        CompletableFuture<BrokerResponse<Object>> awaited = connection.send(frame(ApiKeys.METADATA, METADATA_VERSION,
                5, KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 5, new MetadataRequestData())), null);
        written(channel);
        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION, 6,
                new MetadataResponseData())));
        assertFalse(channel.isOpen(), "a response out of turn closes the connection");
        ExecutionException failed = assertThrows(ExecutionException.class, awaited::get);
        assertInstanceOf(ConnectionClosedException.class, failed.getCause());
        channel.finishAndReleaseAll();
    }

    @Test
    void somethingThatIsNoRequestIsRefusedAndReleased() {
        EmbeddedChannel channel = broker(CorrelationIds.MAPPED);
        BrokerConnection connection = new BrokerConnection(channel);
        ByteBuf notARequest = PooledByteBufAllocator.DEFAULT.buffer().writeInt(1);
        assertThrows(IllegalArgumentException.class, () -> connection.send(notARequest, null));
        assertEquals(0, notARequest.refCnt());
        channel.finishAndReleaseAll();
    }
}
