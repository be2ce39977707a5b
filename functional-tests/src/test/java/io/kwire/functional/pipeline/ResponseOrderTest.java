package io.kwire.functional.pipeline;

import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static io.kwire.functional.pipeline.Pipelines.server;
import static io.kwire.testkit.oracle.KafkaFrames.buffer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponse;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.RefuseUnauthorizedRequests;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.ProduceRequest;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelFuture;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.channels.ClosedChannelException;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A server connection's responses leave in the order of its requests, whatever answers them: the
 * handler (here the test, answering requests in any order), the decoder (ApiVersions at a version not
 * offered) or {@link RefuseUnauthorizedRequests}. A Produce with acks=0, which takes no response,
 * holds nothing back, decoded or passed through.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ResponseOrderTest {
    private static final short METADATA_V12 = 12;
    private static final short NOT_OFFERED = 99;

    @Test
    void theDecodersAnswerAndTheHandlersLaterResponseWaitForTheResponseBeforeThem() {
        EmbeddedChannel channel = server(REGISTRY);
        channel.writeInbound(buffer(metadata(1), apiVersionsNotOffered(2), metadata(3)));
        KafkaRequest<?, ?> first = channel.readInbound();
        KafkaRequest<?, ?> third = channel.readInbound();
        assertNull(channel.readOutbound(), "the decoder's answer to request 2 waits for the response to request 1");
        channel.writeOutbound(metadataResponse(third));
        assertNull(channel.readOutbound(), "so does the response to request 3");
        channel.writeOutbound(metadataResponse(first));
        assertEquals(List.of(1, 2, 3), correlationIds(channel));
        assertFalse(channel.finish());
    }

    /** Requests past the first few, the line wrapping round and growing, answered last to first. */
    @Test
    void manyResponsesWrittenLastToFirstLeaveFirstToLast() {
        EmbeddedChannel channel = server(REGISTRY);
        for (int id = 0; id < 5; id++) {
            channel.writeInbound(buffer(metadata(id)));
            channel.writeOutbound(metadataResponse(channel.readInbound()));
        }
        assertEquals(List.of(0, 1, 2, 3, 4), correlationIds(channel));
        List<Integer> expected = new ArrayList<>();
        List<KafkaRequest<?, ?>> requests = new ArrayList<>();
        for (int id = 5; id < 45; id++) {
            channel.writeInbound(buffer(metadata(id)));
            requests.add(channel.readInbound());
            expected.add(id);
        }
        for (int i = requests.size() - 1; i >= 0; i--) {
            channel.writeOutbound(metadataResponse(requests.get(i)));
        }
        assertEquals(expected, correlationIds(channel));
        assertFalse(channel.finish());
    }

    @Test
    void aRefusalWaitsForTheResponseBeforeIt() {
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder(), new KafkaRequestDecoder(REGISTRY),
                new KafkaResponseEncoder(), new RefuseUnauthorizedRequests(request ->
                        request.apiKey() == ApiKeys.CREATE_TOPICS.id
                                ? request.as(KwireApis.CREATE_TOPICS).respond(new CreateTopicsResponse()) : null));
        channel.writeInbound(buffer(metadata(1), KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 7, 2,
                KafkaMessages.createTopicsRequest())));
        KafkaRequest<?, ?> first = channel.readInbound();
        assertNull(channel.readOutbound(), "the refusal of request 2 waits for the response to request 1");
        channel.writeOutbound(metadataResponse(first));
        assertEquals(List.of(1, 2), correlationIds(channel));
        assertFalse(channel.finish());
    }

    @Test
    void aDecodedProduceWithAcksZeroHoldsNothingBack() {
        EmbeddedChannel channel = server(KwireApis.REGISTRY);
        channel.writeInbound(buffer(produceWithoutAcks(1, (short) 9), metadata(2)));
        KafkaRequest<ProduceRequest, ?> produce = channel.<KafkaRequest<?, ?>>readInbound().as(KwireApis.PRODUCE);
        KwireApis.PRODUCE.request().releaseBuffers(produce.body());
        channel.writeOutbound(metadataResponse(channel.readInbound()));
        assertEquals(List.of(2), correlationIds(channel));
        assertFalse(channel.finish());
    }

    @Test
    void aPassedThroughProduceWithAcksZeroHoldsNothingBack() {
        EmbeddedChannel channel = server(new KafkaFrameDecoder(), KwireApis.REGISTRY,
                (apiKey, version) -> apiKey != ApiKeys.PRODUCE.id);
        channel.writeInbound(buffer(produceWithoutAcks(1, (short) 8), metadata(2)));
        channel.<KafkaFrame>readInbound().release();
        channel.writeOutbound(metadataResponse(channel.readInbound()));
        assertEquals(List.of(2), correlationIds(channel));
        assertFalse(channel.finish());
    }

    @Test
    void responsesStillWaitingWhenTheConnectionClosesAreReleasedAndTheirWritesFail() {
        EmbeddedChannel channel = server(REGISTRY);
        channel.writeInbound(buffer(metadata(1), apiVersionsNotOffered(2), metadata(3)));
        channel.readInbound();
        KafkaRequest<?, ?> third = channel.readInbound();
        ChannelFuture written = channel.writeAndFlush(metadataResponse(third));
        assertFalse(written.isDone(), "the response to request 3 waits");
        channel.close();
        assertInstanceOf(ClosedChannelException.class, written.cause());
        assertNull(channel.readOutbound());
        assertFalse(channel.finish());
    }

    private static byte[] metadata(int correlationId) {
        return KafkaFrames.request(ApiKeys.METADATA, METADATA_V12, correlationId, new MetadataRequestData());
    }

    private static KafkaResponse<MetadataResponse> metadataResponse(KafkaRequest<?, ?> request) {
        return request.as(KwireApis.METADATA).respond(new MetadataResponse());
    }

    /** A header asking ApiVersions at a version no registry offers, and no body: the decoder answers it. */
    private static byte[] apiVersionsNotOffered(int correlationId) {
        return KafkaFrames.frame(KafkaFrames.requestHeader(ApiKeys.API_VERSIONS, NOT_OFFERED, correlationId),
                new byte[0]);
    }

    /** Produce with acks=0 and a transactional id, which comes before acks: compact from version 9. */
    private static byte[] produceWithoutAcks(int correlationId, short version) {
        ProduceRequestData request = new ProduceRequestData().setTransactionalId("tx").setAcks((short) 0)
                .setTimeoutMs(30_000);
        ProduceRequestData.TopicProduceData topic = new ProduceRequestData.TopicProduceData().setName("orders");
        topic.partitionData().add(new ProduceRequestData.PartitionProduceData().setIndex(0)
                .setRecords(MemoryRecords.EMPTY));
        request.topicData().add(topic);
        return KafkaFrames.request(ApiKeys.PRODUCE, version, correlationId, request);
    }

    /** The correlation ids of the responses written, in the order they left; releases them. */
    private static List<Integer> correlationIds(EmbeddedChannel channel) {
        List<Integer> ids = new ArrayList<>();
        for (ByteBuf frame = channel.readOutbound(); frame != null; frame = channel.readOutbound()) {
            ids.add(frame.getInt(frame.readerIndex() + 4));
            frame.release();
        }
        return ids;
    }
}
