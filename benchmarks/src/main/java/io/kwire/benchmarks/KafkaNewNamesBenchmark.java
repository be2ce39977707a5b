package io.kwire.benchmarks;

import java.nio.ByteBuffer;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.openjdk.jmh.annotations.Benchmark;

/** Kafka's decode of requests whose names are new every time, from heap buffers. */
public class KafkaNewNamesBenchmark extends NewNamesState {
    private ByteBuffer[] inputs;

    @Override
    void wrap(byte[][] requests) {
        inputs = new ByteBuffer[requests.length];
        for (int i = 0; i < requests.length; i++) {
            inputs[i] = ByteBuffer.wrap(requests[i]);
        }
    }

    /** Reads a new message from the next request's bytes. */
    @Benchmark
    public CreateTopicsRequestData decode() {
        ByteBuffer input = inputs[next()];
        input.clear();
        return new CreateTopicsRequestData(new ByteBufferAccessor(input), NewNames.VERSION);
    }
}
