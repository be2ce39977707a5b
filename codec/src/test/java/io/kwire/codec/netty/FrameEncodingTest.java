package io.kwire.codec.netty;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.internal.BlobCodec;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.leaks.TrackingAllocator;
import io.kwire.codec.wire.Staging;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(FailOnByteBufLeaks.class)
class FrameEncodingTest {
    private static final short HEADER_VERSION = 2;
    private static final BlobCodec BODY = new BlobCodec();

    /**
     * Bodies smaller and larger than the staging memory's first 4 KiB, and larger than its cap:
     * each frame is its size, the header and the body, in a buffer of exactly that size, and the
     * thread's staging memory never keeps more than its cap.
     */
    @Test
    void aFrameIsItsSizeItsHeaderAndItsBodyInABufferOfExactlyItsSize() {
        int[] lengths = {0, 1, 100, 4090, 4 << 10, 5000, 70_000, Staging.CAP, 3 * Staging.CAP, 10};
        for (boolean direct : new boolean[] {true, false}) {
            for (String clientId : new String[] {null, "client-1", "\u00e9".repeat(300)}) {
                for (int length : lengths) {
                    String where = (direct ? "direct" : "heap") + ", client id " + clientId + ", body of " + length;
                    RequestHeader header = new RequestHeader((short) 18, (short) 4, 0x0a0b0c0d, clientId);
                    byte[] body = blob(length);
                    TrackingAllocator allocator = new TrackingAllocator(direct);
                    ByteBuf frame = FrameEncoding.encode(allocator, RequestHeaderCodec.INSTANCE, header,
                            HEADER_VERSION, BODY, body, (short) 0);
                    try {
                        byte[] expected = expectedFrame(header, body);
                        assertEquals(expected.length, frame.capacity(), where);
                        assertEquals(expected.length, frame.maxCapacity(), where);
                        assertArrayEquals(expected, ByteBufUtil.getBytes(frame), where);
                        assertEquals(1, allocator.given(), where);
                    } finally {
                        frame.release();
                    }
                    assertStagingKeptWithinItsCap(where);
                    allocator.assertAllReleased();
                }
            }
        }
    }

    /**
     * A body the codec refuses after the header was written allocates no frame, and the next frame
     * holds nothing of the refused one.
     */
    @Test
    void aRefusedBodyAllocatesNothingAndLeavesNothingInTheNextFrame() {
        TrackingAllocator allocator = new TrackingAllocator(true);
        RequestHeader header = new RequestHeader((short) 18, (short) 4, 7, "refused");
        UnsupportedVersionException e = assertThrows(UnsupportedVersionException.class,
                () -> FrameEncoding.encode(allocator, RequestHeaderCodec.INSTANCE, header, HEADER_VERSION, BODY,
                        blob(10), (short) 1));
        assertTrue(e.getMessage().contains("Blob has no version 1"), e.getMessage());
        assertEquals(0, allocator.given());

        RequestHeader next = new RequestHeader((short) 19, (short) 5, 8, "next");
        byte[] body = blob(20);
        ByteBuf frame = FrameEncoding.encode(allocator, RequestHeaderCodec.INSTANCE, next, HEADER_VERSION, BODY, body,
                (short) 0);
        try {
            assertArrayEquals(expectedFrame(next, body), ByteBufUtil.getBytes(frame));
        } finally {
            frame.release();
        }
        allocator.assertAllReleased();
    }

    /**
     * A body codec that, inside the frame's write, writes a message of its own into a direct buffer
     * (through this thread's staging memory, as every codec writes such a buffer) gets staging
     * memory other than the frame's: the header the frame had staged already is not written over.
     */
    @Test
    void aCodecWriteNestedInAFrameWriteIsNotStagedInTheFramesMemory() {
        TrackingAllocator allocator = new TrackingAllocator(true);
        RequestHeader header = new RequestHeader((short) 18, (short) 4, 0x0a0b0c0d, "nested-client");
        for (int length : new int[] {0, 10, 5000, Staging.CAP + 1}) {
            byte[] body = blob(length);
            ByteBuf frame = FrameEncoding.encode(allocator, RequestHeaderCodec.INSTANCE, header, HEADER_VERSION,
                    new ThroughDirectBuffer(), body, (short) 0);
            try {
                assertArrayEquals(expectedFrame(header, body), ByteBufUtil.getBytes(frame), "a body of " + length);
            } finally {
                frame.release();
            }
            assertStagingKeptWithinItsCap("a body of " + length);
        }
        allocator.assertAllReleased();
    }

    /** {@link #BODY}'s message, written first into a direct buffer of its own, then copied into the output. */
    private static final class ThroughDirectBuffer implements MessageCodec<byte[]> {
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
        public int size(byte[] message, short version) {
            return BODY.size(message, version);
        }

        @Override
        public void write(byte[] message, ByteBuf out, short version) {
            ByteBuf direct = Unpooled.directBuffer(BODY.size(message, version));
            try {
                BODY.write(message, direct, version);
                out.writeBytes(direct);
            } finally {
                direct.release();
            }
        }

        @Override
        public byte[] read(ByteBuf in, short version) {
            return BODY.read(in, version);
        }
    }

    /** This thread's staging memory was given back and keeps at most {@link Staging#CAP} bytes. */
    private static void assertStagingKeptWithinItsCap(String where) {
        Staging staging = Staging.ofThisThread();
        byte[] first = staging.borrow(0);
        staging.giveBack(first);
        byte[] second = staging.borrow(0);
        staging.giveBack(second);
        assertTrue(first == second, () -> where + ": this thread's staging array, given back, is lent again");
        assertTrue(first.length <= Staging.CAP, () -> where + ": staging kept at " + first.length);
    }

    /** The frame as the codecs write it when sized first: the size, then header and body. */
    private static byte[] expectedFrame(RequestHeader header, byte[] body) {
        int headerSize = RequestHeaderCodec.INSTANCE.size(header, HEADER_VERSION);
        int size = headerSize + BODY.size(body, (short) 0);
        ByteBuf expected = Unpooled.buffer(4 + size, 4 + size);
        try {
            expected.writeInt(size);
            RequestHeaderCodec.INSTANCE.write(header, expected, HEADER_VERSION);
            BODY.write(body, expected, (short) 0);
            assertEquals(4 + size, expected.readableBytes());
            return ByteBufUtil.getBytes(expected);
        } finally {
            expected.release();
        }
    }

    private static byte[] blob(int length) {
        byte[] blob = new byte[length];
        new Random(length).nextBytes(blob);
        return blob;
    }
}
