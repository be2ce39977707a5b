package io.kwire.codec.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The hand-written frame readers' varints: read where the reader index is, errors at the frame's index. */
@ExtendWith(FailOnByteBufLeaks.class)
class FrameVarintsTest {
    private static final int BEFORE = 7;

    @Test
    void readsTheVarintAtTheReaderIndexAndMovesPastIt() {
        ByteBuf frame = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(BEFORE)
                .writeBytes(new byte[] {(byte) 0xac, 0x02}).writeZero(10_000).readerIndex(BEFORE);
        try {
            assertEquals(300, FrameVarints.readUnsigned(frame, "f"));
            assertEquals(BEFORE + 2, frame.readerIndex());
            assertEquals(0, FrameVarints.readUnsigned(frame, "f"));
            assertEquals(BEFORE + 3, frame.readerIndex());
        } finally {
            frame.release();
        }
    }

    @Test
    void aVarintCutOffOrTooLongIsMalformedAtTheFramesIndex() {
        ByteBuf cut = PooledByteBufAllocator.DEFAULT.directBuffer().writeZero(BEFORE).writeByte(0x80)
                .readerIndex(BEFORE);
        ByteBuf tooLong = PooledByteBufAllocator.DEFAULT.heapBuffer().writeZero(BEFORE)
                .writeBytes(new byte[] {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0})
                .readerIndex(BEFORE);
        try {
            MalformedMessageException e = assertThrows(MalformedMessageException.class,
                    () -> FrameVarints.readUnsigned(cut, "f"));
            assertEquals("f at offset 7: unsigned varint is cut off after 1 byte, the last with its continuation bit set",
                    e.getMessage());
            assertEquals(BEFORE, cut.readerIndex());
            e = assertThrows(MalformedMessageException.class, () -> FrameVarints.readUnsigned(tooLong, "f"));
            assertEquals("f at offset 7: unsigned varint is longer than 5 bytes", e.getMessage());
            assertEquals(BEFORE, tooLong.readerIndex());
        } finally {
            cut.release();
            tooLong.release();
        }
    }
}
