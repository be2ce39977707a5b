package io.kwire.testkit.oracle;

import java.nio.ByteBuffer;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

/** Kafka's own serialization of its generated message classes: the oracle's bytes. */
public final class KafkaWire {
    private KafkaWire() {
    }

    /** The bytes Kafka writes for {@code data} at {@code version}; throws whatever Kafka throws. */
    public static byte[] write(Message data, short version) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        int size = data.size(cache, version);
        ByteBuffer buffer = ByteBuffer.allocate(size);
        data.write(new ByteBufferAccessor(buffer), cache, version);
        if (buffer.hasRemaining()) {
            throw new AssertionError("Kafka's size() said " + size + " bytes but it wrote " + buffer.position());
        }
        return buffer.array();
    }

    /** Kafka's reading of {@code bytes} as a {@code type} of {@code version}, which must use every byte. */
    public static <D extends Message> D read(Class<D> type, byte[] bytes, short version) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        D data = KafkaReflection.newInstance(type);
        try {
            data.read(new ByteBufferAccessor(buffer), version);
        } catch (RuntimeException e) {
            throw new AssertionError("Kafka cannot read these bytes as " + type.getSimpleName() + " v" + version, e);
        }
        if (buffer.hasRemaining()) {
            throw new AssertionError("Kafka read " + type.getSimpleName() + " v" + version + " and left "
                    + buffer.remaining() + " of " + bytes.length + " bytes unread");
        }
        return data;
    }
}
