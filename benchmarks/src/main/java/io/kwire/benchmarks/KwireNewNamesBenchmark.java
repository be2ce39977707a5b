package io.kwire.benchmarks;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;

/** kwire's decode of requests whose names are new every time, from heap buffers. */
public class KwireNewNamesBenchmark extends NewNamesState {
    private ByteBuf[] inputs;

    @Override
    void wrap(byte[][] requests) {
        inputs = new ByteBuf[requests.length];
        for (int i = 0; i < requests.length; i++) {
            inputs[i] = Unpooled.wrappedBuffer(requests[i]);
        }
    }

    /** Reads a new message from the next request's bytes. */
    @Benchmark
    public CreateTopicsRequest decode() {
        ByteBuf input = inputs[next()];
        input.readerIndex(0);
        return CreateTopicsRequestCodec.INSTANCE.read(input, NewNames.VERSION);
    }
}
