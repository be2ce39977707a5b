package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaPrincipal;
import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaRequestDecoder;
import io.kwire.codec.netty.KafkaResponseEncoder;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.testkit.oracle.KafkaFrames;
import io.kwire.testkit.oracle.KafkaWire;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A server pipeline told per API what to hand over ({@link RequestForms}): Produce under a view,
 * Metadata decoded with its frame, the rest as frames, all from frames Kafka's own classes wrote;
 * what a handler forwards is the frame as it came, or its header before the patched body.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RequestFormsTest {
    private static final short PRODUCE_VERSION = 13;
    private static final short METADATA_VERSION = 12;
    private static final RequestFilter FORMS = RequestForms.otherwise(RequestForm.FRAME)
            .with(KwireApis.PRODUCE, RequestForm.view(ProduceRequestView::new))
            .with(KwireApis.METADATA, RequestForm.MESSAGE_AND_FRAME);

    private static EmbeddedChannel server(RequestFilter filter) {
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.config().setAllocator(PooledByteBufAllocator.DEFAULT);
        channel.pipeline().addLast(new KafkaFrameDecoder(), new KafkaResponseEncoder(),
                new KafkaRequestDecoder(KwireApis.REGISTRY, filter));
        return channel;
    }

    private static ProduceRequestData produce(short acks, byte[] records) {
        ProduceRequestData produce = new ProduceRequestData().setAcks(acks).setTimeoutMs(30_000)
                .setTransactionalId("tx-1");
        ProduceRequestData.TopicProduceData topic = new ProduceRequestData.TopicProduceData()
                .setTopicId(Uuid.randomUuid());
        topic.partitionData().add(new ProduceRequestData.PartitionProduceData().setIndex(3)
                .setRecords(MemoryRecords.readableRecords(ByteBuffer.wrap(records))));
        produce.topicData().add(topic);
        return produce;
    }

    private static byte[] records() {
        byte[] records = new byte[300];
        for (int i = 0; i < records.length; i++) {
            records[i] = (byte) (i * 7 + 1);
        }
        return records;
    }

    /** A frame as the client wrote it, without its size. */
    private static byte[] unsized(byte[] frame) {
        return Arrays.copyOfRange(frame, 4, frame.length);
    }

    private static byte[] bytes(ByteBuf buffer) {
        return ByteBufUtil.getBytes(buffer, buffer.readerIndex(), buffer.readableBytes());
    }

    @Test
    void aProduceComesUnderAViewAndGoesOnAsItCameWhenNothingIsSet() {
        EmbeddedChannel channel = server(FORMS);
        byte[] frame = KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_VERSION, 41, produce((short) -1, records()));
        channel.writeInbound(KafkaFrames.buffer(frame));
        ViewedRequest request = assertInstanceOf(ViewedRequest.class, channel.readInbound());
        try {
            assertEquals(41, request.correlationId());
            assertEquals(KafkaFrames.CLIENT_ID, request.header().clientId);
            assertEquals(KafkaPrincipal.ANONYMOUS, request.principal());
            ProduceRequestView view = request.view(ProduceRequestView.class);
            assertEquals(-1, view.acks());
            assertEquals("tx-1", view.transactionalId());
            assertEquals(300, view.topicData(0).partitionData(0).records().readableBytes());
            assertThrows(IllegalArgumentException.class, () -> request.view(MetadataResponseView.class));
            KafkaFrame original = request.frame();
            KafkaFrame forwarded = request.forward(channel.alloc());
            assertSame(original, forwarded, "no patch: the frame as it came");
            try {
                assertArrayEquals(unsized(frame), bytes(forwarded.content()));
            } finally {
                forwarded.release();
            }
        } finally {
            channel.finishAndReleaseAll();
        }
    }

    /**
     * Patched, the frame goes on as its header then the new body: Kafka's bytes for the changed
     * request, with the records still the memory the frame came in.
     */
    @Test
    void aPatchedProduceGoesOnAsItsHeaderAndThePatchedBody() {
        EmbeddedChannel channel = server(FORMS);
        ProduceRequestData produce = produce((short) 1, records());
        byte[] frame = KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_VERSION, 7, produce);
        ByteBuf in = KafkaFrames.buffer(frame);
        channel.writeInbound(in.retain());
        ViewedRequest request = assertInstanceOf(ViewedRequest.class, channel.readInbound());
        KafkaFrame forwarded = null;
        try {
            ProduceRequestView view = request.view(ProduceRequestView.class);
            assertEquals(300, view.topicData(0).partitionData(0).records().readableBytes());
            view.setAcks((short) -1).setTransactionalId("tenant-a.tx-1");
            forwarded = request.forward(channel.alloc());
            produce.setAcks((short) -1).setTransactionalId("tenant-a.tx-1");
            byte[] expected = unsized(KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_VERSION, 7, produce));
            assertArrayEquals(expected, bytes(forwarded.content()));
            assertEquals(7, forwarded.correlationId());
            // A byte of the records changed where the frame came in shows through what goes on.
            int recordsInForwarded = expected.length - 3 - 300;  // then the partition's, topic's and body's tags
            in.setByte(frame.length - 3 - 300 + 5, 0x55);
            assertEquals(0x55, forwarded.content().getByte(forwarded.content().readerIndex() + recordsInForwarded + 5));
        } finally {
            in.release();
            if (forwarded != null) {
                forwarded.release();
            }
            channel.finishAndReleaseAll();
        }
    }

    /** Metadata decoded with its frame kept; ApiVersions, which no rule names, as a frame. */
    @Test
    void aDecodedRequestKeepsItsFrameAndOthersComeAsFrames() {
        EmbeddedChannel channel = server(FORMS);
        MetadataRequestData metadata = new MetadataRequestData().setAllowAutoTopicCreation(false);
        metadata.topics().add(new MetadataRequestData.MetadataRequestTopic().setName("orders"));
        byte[] metadataFrame = KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 1, metadata);
        byte[] versionsFrame = KafkaFrames.request(ApiKeys.API_VERSIONS, (short) 3, 2,
                new ApiVersionsRequestData().setClientSoftwareName("x").setClientSoftwareVersion("1"));
        channel.writeInbound(KafkaFrames.buffer(metadataFrame), KafkaFrames.buffer(versionsFrame));
        KafkaRequest<?, ?> request = assertInstanceOf(KafkaRequest.class, channel.readInbound());
        KafkaFrame versions = assertInstanceOf(KafkaFrame.class, channel.readInbound());
        try {
            MetadataRequest body = request.as(KwireApis.METADATA).body();
            assertEquals("orders", body.topics.get(0).name);
            assertArrayEquals(unsized(metadataFrame), bytes(request.frame().content()));
            assertEquals(1, request.frame().correlationId());
            assertArrayEquals(unsized(versionsFrame), bytes(versions.content()));
            ApiVersionsRequest read = versions.readBody(ApiVersionsRequestCodec.INSTANCE);
            assertEquals("x", read.clientSoftwareName, "a frame's body read, the frame unmoved");
            assertArrayEquals(unsized(versionsFrame), bytes(versions.content()));
            assertThrows(IllegalArgumentException.class, () -> versions.readBody(MetadataRequestCodec.INSTANCE));
        } finally {
            request.frame().release();
            versions.release();
            channel.finishAndReleaseAll();
        }
    }

    /** A filter written before forms existed still decodes what it says, and keeps no frame. */
    @Test
    void aPlainFilterStillDecodesWithoutKeepingFrames() {
        EmbeddedChannel channel = server((apiKey, version) -> apiKey == ApiKeys.METADATA.id);
        MetadataRequestData metadata = new MetadataRequestData();
        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.request(ApiKeys.METADATA, METADATA_VERSION, 1, metadata)),
                KafkaFrames.buffer(KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_VERSION, 2,
                        produce((short) 1, records()))));
        KafkaRequest<?, ?> request = assertInstanceOf(KafkaRequest.class, channel.readInbound());
        KafkaFrame produce = assertInstanceOf(KafkaFrame.class, channel.readInbound());
        try {
            assertNull(request.frame());
            assertEquals(2, produce.correlationId());
        } finally {
            produce.release();
            channel.finishAndReleaseAll();
        }
    }

    /**
     * The decoder reads the header, not the body: bad bytes in a viewed body reach the handler, whose
     * accessors and {@code validate()} refuse them; a cut header closes the connection.
     */
    @Test
    void aViewedBodyIsCheckedWhenReadAndACutHeaderClosesTheConnection() {
        EmbeddedChannel channel = server(FORMS);
        byte[] frame = KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_VERSION, 3, produce((short) 1, records()));
        byte[] cut = Arrays.copyOf(frame, frame.length - 100);
        ByteBuffer.wrap(cut).putInt(0, cut.length - 4);
        channel.writeInbound(KafkaFrames.buffer(cut));
        ViewedRequest request = assertInstanceOf(ViewedRequest.class, channel.readInbound());
        try {
            assertEquals(1, request.view(ProduceRequestView.class).acks());
            MalformedMessageException refused = assertThrows(MalformedMessageException.class,
                    () -> request.view().validate());
            assertTrue(refused.getMessage().contains("ProduceRequest"), refused.getMessage());
        } finally {
            request.release();
        }
        byte[] header = Arrays.copyOf(frame, 4 + 11);
        ByteBuffer.wrap(header).putInt(0, header.length - 4);
        channel.writeInbound(KafkaFrames.buffer(header));
        assertNull(channel.readInbound());
        assertFalse(channel.isActive(), "a header cut short closes the connection");
        channel.finishAndReleaseAll();
    }

    /**
     * A viewed Produce with acks=0 takes no response, and holds none back: the answer to the Metadata
     * request after it goes out at once. The answer is the broker's own frame, written as it came.
     */
    @Test
    void aViewedProduceWithAcksZeroHoldsNoResponseBack() {
        EmbeddedChannel channel = server(FORMS);
        channel.writeInbound(KafkaFrames.buffer(KafkaFrames.request(ApiKeys.PRODUCE, PRODUCE_VERSION, 1,
                produce((short) 0, records()))), KafkaFrames.buffer(KafkaFrames.request(ApiKeys.METADATA,
                        METADATA_VERSION, 2, new MetadataRequestData())));
        ViewedRequest produce = assertInstanceOf(ViewedRequest.class, channel.readInbound());
        KafkaRequest<?, ?> metadata = assertInstanceOf(KafkaRequest.class, channel.readInbound());
        try {
            assertEquals(0, produce.view(ProduceRequestView.class).acks());
            produce.release();
            byte[] answer = KafkaFrames.response(ApiKeys.METADATA, METADATA_VERSION, 2,
                    new MetadataResponseData().setClusterId("c"));
            ByteBuf answerFrame = Unpooled.wrappedBuffer(unsized(answer));
            channel.writeOutbound(new KafkaFrame(ApiKeys.METADATA.id, METADATA_VERSION, 2, answerFrame));
            ByteBuf written = channel.readOutbound();
            try {
                assertArrayEquals(answer, bytes(written));
            } finally {
                written.release();
            }
            assertEquals("c", KafkaWire.read(MetadataResponseData.class, Arrays.copyOfRange(answer, 4 + 5,
                    answer.length), METADATA_VERSION).clusterId(), "the answer Kafka wrote");
        } finally {
            metadata.frame().release();
            channel.finishAndReleaseAll();
        }
    }
}
