package io.kwire.functional.pipeline;

import io.kwire.testkit.oracle.KafkaFrames;
import static io.kwire.testkit.oracle.KafkaFrames.buffer;
import static io.kwire.functional.pipeline.Pipelines.REGISTRY;
import static io.kwire.functional.pipeline.Pipelines.server;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.KafkaFrameDecoder;
import io.kwire.codec.netty.KafkaRequest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.Arrays;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.ListGroupsRequestData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A proxy's server pipeline: the requests its {@code RequestFilter} declines pass on as
 * {@link KafkaFrame}s, undecoded slices of the input, and the response encoder writes them back
 * behind their size without copying them.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class RequestPassThroughTest {
    @Test
    void declinedRequestPassesOnAsAFrameOfTheInputsMemoryAndIsWrittenBackWithItsSize() {
        byte[] delete = KafkaFrames.request(ApiKeys.DELETE_TOPICS, (short) 6, 21,
                KafkaMessages.deleteTopicsRequest((short) 6));
        byte[] create = KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 7, 22, KafkaMessages.createTopicsRequest());
        EmbeddedChannel channel = server(new KafkaFrameDecoder(), REGISTRY, (apiKey, version) -> apiKey != 20);
        ByteBuf in = buffer(delete, create);
        in.retain();
        channel.writeInbound(in);

        KafkaFrame frame = channel.readInbound();
        assertEquals(20, frame.apiKey());
        assertEquals(6, frame.apiVersion());
        assertEquals(21, frame.correlationId());
        assertArrayEquals(Arrays.copyOfRange(delete, 4, delete.length), ByteBufUtil.getBytes(frame.content()));
        KafkaRequest<?, ?> request = channel.readInbound();
        assertEquals(22, request.correlationId());
        assertNull(channel.readInbound());

        in.setByte(12, 0x55);
        assertEquals(0x55, frame.content().getByte(frame.content().readerIndex() + 8),
                "the frame is the input's memory");

        channel.writeOutbound(frame);
        ByteBuf out = channel.readOutbound();
        byte[] expected = delete.clone();
        expected[12] = 0x55;
        assertArrayEquals(expected, ByteBufUtil.getBytes(out), "the frame behind its size, as it came");
        in.setByte(13, 0x66);
        assertEquals(0x66, out.getByte(out.readerIndex() + 13), "what is written is the input's memory");
        out.release();
        in.release();
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    /** A proxy relays APIs it has no codecs for, and versions its codecs lack, when its filter declines them. */
    @Test
    void declinedRequestsPassThroughWhateverTheRegistryKnows() {
        EmbeddedChannel channel = server(new KafkaFrameDecoder(), REGISTRY,
                (apiKey, version) -> apiKey == ApiKeys.CREATE_TOPICS.id && version <= 7);
        ByteBuf in = buffer(
                KafkaFrames.request(ApiKeys.LIST_GROUPS, (short) 4, 1, new ListGroupsRequestData()),
                KafkaFrames.request(ApiKeys.API_VERSIONS, (short) 4, 2, new ApiVersionsRequestData()));
        channel.writeInbound(in);
        for (int correlationId = 1; correlationId <= 2; correlationId++) {
            KafkaFrame passed = channel.readInbound();
            assertEquals(correlationId, passed.correlationId());
            passed.release();
        }
        assertNull(channel.readInbound());
        assertTrue(channel.isOpen());
        assertFalse(channel.finish());
    }

    /** A filter by version: CreateTopics before v5 passes through, from v5 on it is decoded. */
    @Test
    void filterChoosesByApiKeyAndVersion() {
        EmbeddedChannel channel = server(new KafkaFrameDecoder(), REGISTRY,
                (apiKey, version) -> apiKey != ApiKeys.CREATE_TOPICS.id || version >= 5);
        ByteBuf in = buffer(
                KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 4, 1, KafkaMessages.createTopicsRequest()),
                KafkaFrames.request(ApiKeys.CREATE_TOPICS, (short) 5, 2, KafkaMessages.createTopicsRequest()),
                KafkaFrames.request(ApiKeys.CREATE_PARTITIONS, (short) 1, 3, KafkaMessages.createPartitionsRequest()));
        channel.writeInbound(in);
        KafkaFrame passed = channel.readInbound();
        assertEquals(1, passed.correlationId());
        passed.release();
        assertEquals(2, channel.<KafkaRequest<?, ?>>readInbound().correlationId());
        assertEquals(3, channel.<KafkaRequest<?, ?>>readInbound().correlationId());
        assertNull(channel.readInbound());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    /** A frame split across reads passes through whole, and is written back as it came. */
    @Test
    void declinedRequestSplitAcrossReadsIsWrittenBackWhole() {
        byte[] delete = KafkaFrames.request(ApiKeys.DELETE_TOPICS, (short) 3, 9,
                KafkaMessages.deleteTopicsRequest((short) 3));
        for (int split = 1; split < delete.length; split++) {
            EmbeddedChannel channel = server(new KafkaFrameDecoder(), REGISTRY, (apiKey, version) -> false);
            channel.writeInbound(buffer(Arrays.copyOfRange(delete, 0, split)));
            channel.writeInbound(buffer(Arrays.copyOfRange(delete, split, delete.length)));
            channel.writeOutbound(channel.<KafkaFrame>readInbound());
            ByteBuf out = channel.readOutbound();
            assertArrayEquals(delete, ByteBufUtil.getBytes(out), "split at byte " + split);
            out.release();
            assertFalse(channel.finish());
        }
    }
}
