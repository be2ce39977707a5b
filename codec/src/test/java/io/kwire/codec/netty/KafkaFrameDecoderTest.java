package io.kwire.codec.netty;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link KafkaFrameDecoder} in an {@link EmbeddedChannel}: frames come out whole however the bytes
 * arrive, as slices of the input rather than copies; a size over the limit or negative closes the
 * connection as soon as its four bytes are in. Every buffer is from the pooled allocator, which the
 * leak detector tracks, and every one is checked released.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KafkaFrameDecoderTest {
    private static final List<byte[]> BODIES = List.of(
            "first frame".getBytes(StandardCharsets.UTF_8),
            new byte[0],
            new byte[] {0, 1, 2, (byte) 0xff, 4, 5, 6, 7, 8, 9, 10, 11, 12},
            "último".getBytes(StandardCharsets.UTF_8));

    @Test
    void framesSplitAtEveryByteBoundaryComeOutWhole() {
        byte[] stream = frames(BODIES);
        for (int split = 0; split <= stream.length; split++) {
            EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
            ByteBuf head = buffer(stream, 0, split);
            ByteBuf tail = buffer(stream, split, stream.length - split);
            channel.writeInbound(head);
            channel.writeInbound(tail);
            assertEquals(BODIES.stream().map(ByteBuffer::wrap).toList(), readFrames(channel).stream()
                    .map(ByteBuffer::wrap).toList(), "split at byte " + split);
            assertFalse(channel.finish());
            assertEquals(0, head.refCnt(), "first part, split at byte " + split);
            assertEquals(0, tail.refCnt(), "second part, split at byte " + split);
        }
    }

    @Test
    void framesArrivingOneByteAtATimeComeOutWhole() {
        byte[] stream = frames(BODIES);
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
        List<ByteBuf> pieces = new ArrayList<>();
        List<byte[]> frames = new ArrayList<>();
        for (int i = 0; i < stream.length; i++) {
            ByteBuf piece = buffer(stream, i, 1);
            pieces.add(piece);
            channel.writeInbound(piece);
            frames.addAll(readFrames(channel));
        }
        assertEquals(BODIES.stream().map(ByteBuffer::wrap).toList(), frames.stream().map(ByteBuffer::wrap).toList());
        assertFalse(channel.finish());
        pieces.forEach(piece -> assertEquals(0, piece.refCnt()));
    }

    /** A hundred request headers in one read come out as a hundred frames, in order. */
    @Test
    void manyFramesInOneReadComeOutInOrder() {
        ByteBuf in = PooledByteBufAllocator.DEFAULT.buffer();
        for (int id = 0; id < 100; id++) {
            RequestHeader header = new RequestHeader((short) 19, (short) 7, id, "client-" + id);
            in.writeInt(RequestHeaderCodec.INSTANCE.size(header, (short) 2));
            RequestHeaderCodec.INSTANCE.write(header, in, (short) 2);
        }
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
        channel.writeInbound(in);
        for (int id = 0; id < 100; id++) {
            ByteBuf frame = channel.readInbound();
            try {
                RequestHeader header = RequestHeaderCodec.INSTANCE.read(frame, (short) 2);
                assertEquals(id, header.correlationId);
                assertEquals("client-" + id, header.clientId);
                assertFalse(frame.isReadable(), "frame " + id + " holds exactly its header");
            } finally {
                frame.release();
            }
        }
        assertNull(channel.readInbound());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void zeroSizeFrameIsAnEmptyFrame() {
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
        ByteBuf in = buffer(new byte[] {0, 0, 0, 0});
        channel.writeInbound(in);
        ByteBuf frame = channel.readInbound();
        assertEquals(0, frame.readableBytes());
        frame.release();
        assertTrue(channel.isOpen());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void frameOfExactlyTheLimitPasses() {
        byte[] body = new byte[64];
        for (int i = 0; i < body.length; i++) {
            body[i] = (byte) i;
        }
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder(64));
        ByteBuf in = buffer(frames(List.of(body)));
        channel.writeInbound(in);
        assertArrayEquals(body, readFrames(channel).get(0));
        assertTrue(channel.isOpen());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void frameOneOverTheLimitClosesAsSoonAsItsSizeArrives() {
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder(64));
        try (FaultLog log = new FaultLog()) {
            ByteBuf firstThree = buffer(new byte[] {0, 0, 0});
            channel.writeInbound(firstThree);
            assertTrue(channel.isOpen(), "three bytes are not a size yet");
            ByteBuf fourth = buffer(new byte[] {65});
            channel.writeInbound(fourth);
            assertFalse(channel.isOpen(), "closed once the size is in, before any byte of the frame");
            assertNull(channel.readInbound());
            assertEquals(List.of("WARNING closing Kafka connection embedded: frame size 65 is over the limit of 64"
                    + " bytes"), log.lines());
            assertEquals(0, firstThree.refCnt());
            assertEquals(0, fourth.refCnt());
        }
        assertFalse(channel.finish());
    }

    /** The default limit is Kafka's socket.request.max.bytes: a 100 MiB frame's size passes, one more byte does not. */
    @Test
    void defaultLimitIsOneHundredMebibytes() {
        EmbeddedChannel accepting = new EmbeddedChannel(new KafkaFrameDecoder());
        ByteBuf size = buffer(new byte[] {0x06, 0x40, 0x00, 0x00});
        accepting.writeInbound(size);
        assertTrue(accepting.isOpen());
        assertNull(accepting.readInbound());
        assertFalse(accepting.finish(), "the frame's bytes never came");
        assertEquals(0, size.refCnt());

        EmbeddedChannel refusing = new EmbeddedChannel(new KafkaFrameDecoder());
        try (FaultLog log = new FaultLog()) {
            refusing.writeInbound(buffer(new byte[] {0x06, 0x40, 0x00, 0x01}));
            assertFalse(refusing.isOpen());
            assertEquals(1, log.lines().size(), log.lines().toString());
        }
        assertFalse(refusing.finish());
    }

    @Test
    void negativeSizeCloses() {
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
        try (FaultLog log = new FaultLog()) {
            ByteBuf in = buffer(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xfe, 1, 2, 3});
            channel.writeInbound(in);
            assertFalse(channel.isOpen());
            assertNull(channel.readInbound());
            assertEquals(List.of("WARNING closing Kafka connection embedded: frame size -2 is negative"), log.lines());
            assertEquals(0, in.refCnt());
        }
        assertFalse(channel.finish());
    }

    /** Frames that follow a refused size in the same read are dropped too, not passed on. */
    @Test
    void nothingAfterARefusedSizeIsPassedOn() {
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder(8));
        byte[] good = frames(List.of(new byte[] {1, 2}));
        byte[] tooBig = {0, 0, 0, 9};
        ByteBuf in = PooledByteBufAllocator.DEFAULT.buffer().writeBytes(good).writeBytes(tooBig).writeBytes(good);
        try (FaultLog log = new FaultLog()) {
            channel.writeInbound(in);
            assertEquals(1, log.lines().size(), log.lines().toString());
        }
        assertEquals(List.of(ByteBuffer.wrap(new byte[] {1, 2})), readFrames(channel).stream().map(ByteBuffer::wrap)
                .toList());
        assertFalse(channel.isOpen());
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    /**
     * Frames that arrive in one read are slices of that read's buffer: a write to the input after
     * decoding shows in the frame, and the input lives until the last frame is released.
     */
    @Test
    void framesAreSlicesOfTheInputNotCopies() {
        byte[] stream = frames(BODIES);
        ByteBuf in = buffer(stream);
        in.retain();
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
        channel.writeInbound(in);
        List<ByteBuf> frames = new ArrayList<>();
        for (ByteBuf frame = channel.readInbound(); frame != null; frame = channel.readInbound()) {
            frames.add(frame);
        }
        assertEquals(BODIES.size(), frames.size());
        int offset = 0;
        for (int i = 0; i < frames.size(); i++) {
            offset += 4;
            ByteBuf frame = frames.get(i);
            if (frame.isReadable()) {
                in.setByte(offset, 0x5A);
                assertEquals(0x5A, frame.getByte(frame.readerIndex()), "frame " + i + " shares the input's memory");
                in.setByte(offset + frame.readableBytes() - 1, 0x3C);
                assertEquals(0x3C, frame.getByte(frame.writerIndex() - 1), "frame " + i + " shares the input's memory");
            }
            offset += BODIES.get(i).length;
        }
        in.release();
        for (ByteBuf frame : frames) {
            assertTrue(in.refCnt() > 0, "the input lives while a frame does");
            frame.release();
        }
        assertEquals(0, in.refCnt());
        assertFalse(channel.finish());
    }

    /** A connection closed half-way through a frame passes nothing on and releases what it had. */
    @Test
    void partialFrameAtCloseIsReleased() {
        byte[] stream = frames(List.of(new byte[] {1, 2, 3, 4, 5, 6}));
        EmbeddedChannel channel = new EmbeddedChannel(new KafkaFrameDecoder());
        ByteBuf in = buffer(stream, 0, stream.length - 1);
        channel.writeInbound(in);
        assertFalse(channel.finish());
        assertEquals(0, in.refCnt());
    }

    @Test
    void negativeLimitIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new KafkaFrameDecoder(-1));
        assertEquals("maxFrameBytes is -1; it must be 0 or more", e.getMessage());
    }

    /** Each body behind its int32 size. */
    private static byte[] frames(List<byte[]> bodies) {
        ByteBuffer out = ByteBuffer.allocate(bodies.stream().mapToInt(body -> 4 + body.length).sum());
        bodies.forEach(body -> out.putInt(body.length).put(body));
        return out.array();
    }

    private static ByteBuf buffer(byte[] bytes) {
        return buffer(bytes, 0, bytes.length);
    }

    /** A buffer of the pooled allocator, which the leak detector tracks, holding part of {@code bytes}. */
    private static ByteBuf buffer(byte[] bytes, int offset, int length) {
        return PooledByteBufAllocator.DEFAULT.buffer(length).writeBytes(bytes, offset, length);
    }

    /** The frames the channel has passed on so far, as bytes, each released. */
    private static List<byte[]> readFrames(EmbeddedChannel channel) {
        List<byte[]> frames = new ArrayList<>();
        for (ByteBuf frame = channel.readInbound(); frame != null; frame = channel.readInbound()) {
            frames.add(ByteBufUtil.getBytes(frame));
            frame.release();
        }
        return frames;
    }
}
