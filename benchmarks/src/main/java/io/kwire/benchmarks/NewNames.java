package io.kwire.benchmarks;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;

/**
 * CreateTopics requests v7 of the shape of {@link Messages#createTopicsRequest(int)} whose topic
 * names and config values never recur within {@link #COUNT} requests: each request carries its own
 * suffix, each config value its topic's too. Decoded in turn, each such string is one the decoder
 * has not seen for 64 requests of 6 per topic, far more than the 4096 strings kwire's
 * {@code RecentStrings} remembers, so each misses there, as in traffic whose names are new every
 * time; only the five config names recur, as Kafka's own names do.
 */
final class NewNames {
    /** The version both sides decode. */
    static final short VERSION = 7;
    /** How many distinct requests are decoded in turn: a power of two. */
    static final int COUNT = 64;

    private static final String WORKLOAD = "CreateTopicsRequest-";

    private NewNames() {
    }

    /** The topics of a request of workload {@code CreateTopicsRequest-<n>}: n. */
    static int topics(String workload) {
        if (!workload.startsWith(WORKLOAD)) {
            throw new IllegalArgumentException("workload " + workload + " is not " + WORKLOAD + "<n>");
        }
        return Integer.parseInt(workload.substring(WORKLOAD.length()));
    }

    /**
     * The bytes of {@link #COUNT} requests of {@code topics} topics, each checked: Kafka reads them
     * and writes exactly those bytes again.
     */
    static byte[][] requests(int topics) {
        byte[][] requests = new byte[COUNT][];
        for (int i = 0; i < COUNT; i++) {
            CreateTopicsRequest request = Messages.createTopicsRequest(topics, "~" + i);
            byte[] encoded = Workloads.kwireBytes(CreateTopicsRequestCodec.INSTANCE, request, VERSION);
            CreateTopicsRequestData kafka = new CreateTopicsRequestData(
                    new ByteBufferAccessor(ByteBuffer.wrap(encoded)), VERSION);
            if (!Arrays.equals(encoded, Workloads.kafkaBytes(kafka, VERSION))) {
                throw new IllegalStateException("request " + i + " of " + topics
                        + " topics: Kafka writes what it read from kwire's bytes differently");
            }
            requests[i] = encoded;
        }
        return requests;
    }
}
