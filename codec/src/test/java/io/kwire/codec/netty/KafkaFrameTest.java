package io.kwire.codec.netty;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.PooledByteBufAllocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(FailOnByteBufLeaks.class)
class KafkaFrameTest {
    /** A frame is logged after its handler released it as well as before: toString never throws. */
    @Test
    void saysWhatItIsBeforeAndAfterRelease() {
        KafkaFrame frame = new KafkaFrame((short) 3, (short) 12, 7,
                PooledByteBufAllocator.DEFAULT.buffer(16).writeZero(10));
        assertEquals("KafkaFrame(api 3 v12, correlation id 7, 10 bytes)", frame.toString());
        frame.release();
        assertEquals("KafkaFrame(api 3 v12, correlation id 7, released)", frame.toString());
    }
}
