package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.Unpooled;
import io.netty.channel.WriteBufferWaterMark;
import io.netty.channel.embedded.EmbeddedChannel;
import org.junit.jupiter.api.Test;

/** Each of a proxy's two connections reads only while the other drains what is written to it. */
class BackpressureTest {
    private static EmbeddedChannel channel() {
        EmbeddedChannel channel = new EmbeddedChannel();
        channel.config().setWriteBufferWaterMark(new WriteBufferWaterMark(8, 16));
        return channel;
    }

    /** Writes more than the high-water mark without flushing: the channel turns unwritable. */
    private static void fill(EmbeddedChannel channel) {
        channel.write(Unpooled.wrappedBuffer(new byte[32]));
    }

    /** Flushes and drops what was written: the channel drains and turns writable. */
    private static void drain(EmbeddedChannel channel) {
        channel.flushOutbound();
        channel.releaseOutbound();
    }

    @Test
    void aSlowClientPausesItsBrokerAndASlowBrokerItsClient() {
        EmbeddedChannel client = channel();
        EmbeddedChannel broker = channel();
        Backpressure.couple(client, broker);
        assertTrue(client.config().isAutoRead() && broker.config().isAutoRead());

        fill(client);
        assertFalse(client.isWritable());
        assertFalse(broker.config().isAutoRead(), "a client not reading its responses: the broker is not read");
        assertTrue(client.config().isAutoRead(), "the client's requests still go on");
        drain(client);
        assertTrue(broker.config().isAutoRead(), "the client drained: the broker is read again");

        fill(broker);
        assertFalse(client.config().isAutoRead(), "a broker not reading its requests: the client is not read");
        drain(broker);
        assertTrue(client.config().isAutoRead());
        client.finishAndReleaseAll();
        broker.finishAndReleaseAll();
    }
}
