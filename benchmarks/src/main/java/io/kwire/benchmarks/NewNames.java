package io.kwire.benchmarks;

import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.protocol.ByteBufferAccessor;

/**
 * CreateTopics requests v7 of the shape of {@link Messages#createTopicsRequest(int)} whose topic
 * names and config values never recur within the {@link #count} requests decoded in turn: each
 * request carries its own suffix, each config value its topic's too. Between two readings of such
 * a string the decoder reads at least {@link #STRINGS_BETWEEN} others, eight times the 4096 that
 * kwire's {@code RecentStrings} remembers, so each misses there, as in traffic whose names are new
 * every time; only the five config names recur, as Kafka's own names do.
 */
final class NewNames {
    /** The version both sides decode. */
    static final short VERSION = 7;
    /** The fewest new strings decoded between two readings of one of them. */
    static final int STRINGS_BETWEEN = 8 * 4096;
    /** The strings of a topic that never recur: its name and its five config values. */
    static final int NEW_STRINGS_PER_TOPIC = 6;

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
     * How many distinct requests of {@code topics} topics are decoded in turn: the smallest power
     * of two whose new strings number more than {@link #STRINGS_BETWEEN}.
     */
    static int count(int topics) {
        int strings = NEW_STRINGS_PER_TOPIC * topics;
        int count = 1;
        while (count * strings <= STRINGS_BETWEEN) {
            count <<= 1;
        }
        return count;
    }

    /**
     * The bytes of {@link #count} requests of {@code topics} topics, each checked: Kafka reads them
     * and writes exactly those bytes again.
     */
    static byte[][] requests(int topics) {
        byte[][] requests = new byte[count(topics)][];
        for (int i = 0; i < requests.length; i++) {
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
