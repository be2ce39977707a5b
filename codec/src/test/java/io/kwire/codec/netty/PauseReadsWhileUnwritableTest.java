package io.kwire.codec.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link PauseReadsWhileUnwritable} in an {@link EmbeddedChannel}, in front of a handler that answers
 * each request with a response it writes without flushing, so that the outbound buffer fills until the
 * test flushes it, as a socket drains when its client reads. Requests and responses are pooled buffers,
 * which the leak detector tracks.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class PauseReadsWhileUnwritableTest {
    private static final int RESPONSE_BYTES = 1000;
    private static final int LOW_WATER_MARK = 2000;
    private static final int HIGH_WATER_MARK = 4000;
    /** What Netty counts for one queued response: its bytes and the outbound buffer entry's overhead. */
    private static final int MAX_PENDING_PER_RESPONSE = RESPONSE_BYTES + 200;
    private static final int PIPELINED = 10;

    @Test
    void whileWritableRequestsPassStraightThrough() {
        Answerer answerer = new Answerer();
        EmbeddedChannel channel = channel(answerer);
        for (int id = 0; id < PIPELINED; id++) {
            channel.writeInbound(request(id));
            channel.flush();
            assertTrue(channel.config().isAutoRead(), "reading after request " + id);
        }
        assertEquals(ids(PIPELINED), answerer.answered);
        assertEquals(PIPELINED, releaseOutbound(channel));
        assertFalse(channel.finish());
    }

    @Test
    void pastTheHighWaterMarkReadingStopsAndRequestsOfTheSameReadWait() {
        Answerer answerer = new Answerer();
        EmbeddedChannel channel = channel(answerer);
        // One read that decoded ten pipelined requests, answered while their client reads nothing.
        channel.writeInbound(requests(PIPELINED).toArray());

        assertFalse(channel.isWritable());
        assertFalse(channel.config().isAutoRead(), "stopped reading");
        int answered = answerer.answered.size();
        assertTrue(answered > 0 && answered < PIPELINED, answered + " answered");
        assertTrue(pendingBytes(channel) <= HIGH_WATER_MARK + MAX_PENDING_PER_RESPONSE,
                pendingBytes(channel) + " bytes pending");
        assertEquals(ids(answered), answerer.answered, "the first requests answered, in order");

        // The client reads: each drain below the low-water mark passes on held requests while writable.
        int drains = 0;
        while (!channel.config().isAutoRead()) {
            channel.flush();
            drains++;
            assertTrue(pendingBytes(channel) <= HIGH_WATER_MARK + MAX_PENDING_PER_RESPONSE,
                    pendingBytes(channel) + " bytes pending after drain " + drains);
            assertTrue(drains < PIPELINED, "reading again within " + PIPELINED + " drains");
        }
        channel.flush();
        assertTrue(drains > 1, "held requests were passed on over " + drains + " drains, not at once");
        assertEquals(ids(PIPELINED), answerer.answered, "every request answered, in order");
        assertTrue(answerer.readCompletes > 1, "channelReadComplete after held requests passed on");
        assertEquals(PIPELINED, releaseOutbound(channel));
        assertFalse(channel.finish());
    }

    @Test
    void requestsHeldWhenTheChannelClosesAreReleased() {
        Answerer answerer = new Answerer();
        EmbeddedChannel channel = channel(answerer);
        List<ByteBuf> requests = requests(PIPELINED);
        channel.writeInbound(requests.toArray());
        int answered = answerer.answered.size();
        assertTrue(answered < PIPELINED, answered + " answered");

        channel.close();
        for (int id = answered; id < PIPELINED; id++) {
            assertEquals(0, requests.get(id).refCnt(), "held request " + id + " released");
        }
        assertEquals(answered, answerer.answered.size(), "nothing answered after close");
        assertFalse(channel.finish());
    }

    @Test
    void aHeldKafkaRequestHasItsBuffersReleasedWhenTheChannelCloses() {
        Answerer answerer = new Answerer();
        EmbeddedChannel channel = channel(answerer);
        channel.writeInbound(requests(PIPELINED).toArray());
        assertFalse(channel.isWritable());
        ByteBuf records = PooledByteBufAllocator.DEFAULT.buffer(8).writeLong(42);
        KafkaRequest<Records, Void> produce = new KafkaRequest<>(new ApiCodecs<>(RecordsCodec.INSTANCE, null),
                new RequestHeader(RecordsCodec.API_KEY, (short) 0, 1, "client"), new Records(records));
        channel.writeInbound(produce);

        channel.close();
        assertEquals(0, records.refCnt(), "the held request's records released");
        assertFalse(channel.finish());
    }

    private static EmbeddedChannel channel(Answerer answerer) {
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.config().setWriteBufferWaterMark(new WriteBufferWaterMark(LOW_WATER_MARK, HIGH_WATER_MARK));
        channel.pipeline().addLast(new PauseReadsWhileUnwritable(), answerer);
        return channel;
    }

    private static long pendingBytes(EmbeddedChannel channel) {
        return channel.unsafe().outboundBuffer().totalPendingWriteBytes();
    }

    private static ByteBuf request(int id) {
        return PooledByteBufAllocator.DEFAULT.buffer(4).writeInt(id);
    }

    private static List<ByteBuf> requests(int count) {
        List<ByteBuf> requests = new ArrayList<>();
        for (int id = 0; id < count; id++) {
            requests.add(request(id));
        }
        return requests;
    }

    private static List<Integer> ids(int count) {
        return IntStream.range(0, count).boxed().toList();
    }

    private static int releaseOutbound(EmbeddedChannel channel) {
        int responses = 0;
        for (ByteBuf response = channel.readOutbound(); response != null; response = channel.readOutbound()) {
            assertEquals(RESPONSE_BYTES, response.readableBytes());
            response.release();
            responses++;
        }
        return responses;
    }

    /** Answers each request, an int id, with {@value #RESPONSE_BYTES} bytes, written but not flushed. */
    private static final class Answerer extends ChannelInboundHandlerAdapter {
        final List<Integer> answered = new ArrayList<>();
        int readCompletes;

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            ByteBuf request = (ByteBuf) msg;
            try {
                answered.add(request.readInt());
            } finally {
                request.release();
            }
            ctx.write(PooledByteBufAllocator.DEFAULT.buffer(RESPONSE_BYTES).writeZero(RESPONSE_BYTES));
        }

        @Override
        public void channelReadComplete(ChannelHandlerContext ctx) {
            readCompletes++;
        }
    }

    /** A request body holding records, as a Produce request does. */
    private record Records(ByteBuf records) {
    }

    /** A codec of {@link Records} that only releases them: the handler never reads or writes a body. */
    private enum RecordsCodec implements ApiMessageCodec<Records> {
        INSTANCE;

        static final short API_KEY = 0;

        @Override
        public short apiKey() {
            return API_KEY;
        }

        @Override
        public MessageType type() {
            return MessageType.REQUEST;
        }

        @Override
        public short headerVersion(short version) {
            return 1;
        }

        @Override
        public short lowestVersion() {
            return 0;
        }

        @Override
        public short highestVersion() {
            return 0;
        }

        @Override
        public boolean isFlexible(short version) {
            return false;
        }

        @Override
        public int size(Records message, short version) {
            throw new UnsupportedOperationException("not written in this test");
        }

        @Override
        public void write(Records message, ByteBuf out, short version) {
            throw new UnsupportedOperationException("not written in this test");
        }

        @Override
        public Records read(ByteBuf in, short version) {
            throw new UnsupportedOperationException("not read in this test");
        }

        @Override
        public void releaseBuffers(Records message) {
            message.records().release();
        }
    }
}
