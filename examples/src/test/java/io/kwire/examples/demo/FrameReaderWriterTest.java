package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** How {@link FrameReader} and {@link FrameWriter} treat streams of frames and frames that do not fit. */
@ExtendWith(FailOnByteBufLeaks.class)
class FrameReaderWriterTest {
    private static final short VERSION = 7;
    private static final int SIZE_PREFIX = Integer.BYTES;

    @Test
    void readsFramesOneAfterAnotherFromOneBuffer() {
        ByteBuf stream = PooledByteBufAllocator.DEFAULT.buffer();
        try {
            writeSeedRequest(stream, 11);
            writeSeedRequest(stream, 12);
            int firstEnd = stream.writerIndex() / 2;

            assertEquals(11, FrameReader.readRequest(stream, CreateTopicsRequestCodec.INSTANCE).header().correlationId);
            assertEquals(firstEnd, stream.readerIndex());
            assertEquals(12, FrameReader.readRequest(stream, CreateTopicsRequestCodec.INSTANCE).header().correlationId);
            assertEquals(stream.writerIndex(), stream.readerIndex());
        } finally {
            stream.release();
        }
    }

    @Test
    void sizeBeyondTheBytesThatFollowIsMalformed() {
        ByteBuf frame = seedRequestFrame();
        try {
            frame.setInt(0, frame.readableBytes() - SIZE_PREFIX + 1);
            assertMalformed(frame, "Frame.size");
        } finally {
            frame.release();
        }
    }

    @Test
    void bytesLeftAfterTheMessageAreMalformed() {
        ByteBuf frame = seedRequestFrame();
        try {
            frame.writeByte(0).setInt(0, frame.readableBytes() - SIZE_PREFIX);
            assertMalformed(frame, "Frame");
        } finally {
            frame.release();
        }
    }

    @Test
    void fewerBytesThanTheSizePrefixAreMalformed() {
        ByteBuf frame = PooledByteBufAllocator.DEFAULT.buffer().writeMedium(0);
        try {
            assertMalformed(frame, "Frame.size");
        } finally {
            frame.release();
        }
    }

    @Test
    void requestOfAnotherApiIsMalformed() {
        ByteBuf frame = seedRequestFrame();
        try {
            MalformedMessageException e = assertThrows(MalformedMessageException.class,
                    () -> FrameReader.readRequest(frame, DeleteTopicsRequestCodec.INSTANCE));
            assertEquals("RequestHeader.requestApiKey", e.field());
            assertEquals(0, frame.readerIndex());
        } finally {
            frame.release();
        }
    }

    @Test
    void headerOfAnotherApiIsRefused() {
        RequestHeader header = new RequestHeader(DeleteTopicsRequestCodec.INSTANCE.apiKey(), VERSION, 0, "");
        assertThrows(IllegalArgumentException.class, () -> FrameWriter.writeRequest(PooledByteBufAllocator.DEFAULT,
                header, CreateTopicsRequestCodec.INSTANCE, SeedMessages.createTopicsRequest()));
    }

    private static void assertMalformed(ByteBuf frame, String field) {
        MalformedMessageException e = assertThrows(MalformedMessageException.class,
                () -> FrameReader.readRequest(frame, CreateTopicsRequestCodec.INSTANCE));
        assertEquals(field, e.field());
        assertEquals(0, frame.readerIndex(), "the reader index stays at the frame's start");
    }

    private static ByteBuf seedRequestFrame() {
        ByteBuf frame = PooledByteBufAllocator.DEFAULT.buffer();
        writeSeedRequest(frame, 0);
        return frame;
    }

    private static void writeSeedRequest(ByteBuf out, int correlationId) {
        CreateTopicsRequest request = SeedMessages.createTopicsRequest();
        RequestHeader header = new RequestHeader(CreateTopicsRequestCodec.INSTANCE.apiKey(), VERSION, correlationId,
                "");
        ByteBuf frame = FrameWriter.writeRequest(PooledByteBufAllocator.DEFAULT, header,
                CreateTopicsRequestCodec.INSTANCE, request);
        try {
            out.writeBytes(frame);
        } finally {
            frame.release();
        }
    }
}
