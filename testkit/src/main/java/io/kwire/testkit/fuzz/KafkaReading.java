package io.kwire.testkit.fuzz;

import io.kwire.testkit.oracle.KafkaReflection;
import java.nio.ByteBuffer;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

/**
 * Kafka 4.4.0's generated classes reading and writing fuzzed bytes, where whatever Kafka throws
 * (its decoders throw more than one kind of exception on bad input) means it refuses them.
 */
final class KafkaReading {
    private KafkaReading() {
    }

    /**
     * Kafka's reading of {@code bytes} as a {@code type} of {@code version}, or null if Kafka
     * refuses them or leaves any of them unread.
     */
    static Message read(Class<? extends Message> type, byte[] bytes, short version) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        Message data = KafkaReflection.newInstance(type);
        try {
            data.read(new ByteBufferAccessor(buffer), version);
        } catch (RuntimeException e) {
            return null;
        }
        return buffer.hasRemaining() ? null : data;
    }

    /** The bytes Kafka writes for {@code data} at {@code version}, or null if Kafka refuses to write it. */
    static byte[] write(Message data, short version) {
        try {
            ObjectSerializationCache cache = new ObjectSerializationCache();
            ByteBuffer buffer = ByteBuffer.allocate(data.size(cache, version));
            data.write(new ByteBufferAccessor(buffer), cache, version);
            return buffer.hasRemaining() ? null : buffer.array();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
