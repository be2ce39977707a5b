package io.kwire.benchmarks;

import io.kwire.codec.MessageCodec;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import io.kwire.kafka.MetadataResponseCodec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.function.IntFunction;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.CreateTopicsResponseData;
import org.apache.kafka.common.message.DeleteTopicsRequestData;
import org.apache.kafka.common.message.DeleteTopicsResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.ObjectSerializationCache;

/**
 * Builds a {@link Workload} from its name, one of the values of {@link WorkloadState#workload}:
 * {@code <Message>-seed} for the message of a seed frame, {@code <Message>-<n>} for a message of
 * {@code n} topics from {@link Messages}. Kafka's instance is read from kwire's bytes, and both
 * sides must write exactly those bytes again, or the workload is refused: the two sides always do
 * the same work.
 */
final class Workloads {

    private static final String SEED = "seed";
    private static final int HEX_DUMP_LIMIT = 64 * 1024;

    private Workloads() {
    }

    /** One message the suite knows: its codec, the version it runs at, its instances, Kafka's reader. */
    private record Spec<T>(MessageCodec<T> codec, short version, IntFunction<T> messages,
            Workload.KafkaReader kafkaReader) {
    }

    /** The workload called {@code name}, checked. */
    static Workload<?> named(String name) {
        int dash = name.lastIndexOf('-');
        if (dash < 0) {
            throw new IllegalArgumentException("workload " + name + " is not <Message>-seed or <Message>-<n>");
        }
        return build(name, name.substring(0, dash), name.substring(dash + 1), spec(name.substring(0, dash)));
    }

    /** The version {@code message} (e.g. {@code "CreateTopicsRequest"}) runs at. */
    static short version(String message) {
        return spec(message).version();
    }

    /** {@code CreateTopicsRequest-100} as {@code CreateTopicsRequest v7, N = 100}, for a reader. */
    static String label(String workload) {
        String size = workload.substring(workload.lastIndexOf('-') + 1);
        String message = message(workload);
        return message + " v" + version(message) + (SEED.equals(size) ? ", seed" : ", N = " + size);
    }

    /** {@code CreateTopicsRequest} of {@code CreateTopicsRequest-100}. */
    static String message(String workload) {
        return workload.substring(0, workload.lastIndexOf('-'));
    }

    private static Spec<?> spec(String message) {
        return switch (message) {
            case "CreateTopicsRequest" -> new Spec<>(CreateTopicsRequestCodec.INSTANCE, (short) 7,
                    Messages::createTopicsRequest, CreateTopicsRequestData::new);
            case "CreateTopicsResponse" -> new Spec<>(CreateTopicsResponseCodec.INSTANCE, (short) 7,
                    Messages::createTopicsResponse, CreateTopicsResponseData::new);
            case "DeleteTopicsRequest" -> new Spec<>(DeleteTopicsRequestCodec.INSTANCE, (short) 6,
                    Messages::deleteTopicsRequest, DeleteTopicsRequestData::new);
            case "DeleteTopicsResponse" -> new Spec<>(DeleteTopicsResponseCodec.INSTANCE, (short) 6,
                    Messages::deleteTopicsResponse, DeleteTopicsResponseData::new);
            case "MetadataResponse" -> new Spec<>(MetadataResponseCodec.INSTANCE, (short) 12,
                    Messages::metadataResponse, MetadataResponseData::new);
            default -> throw new IllegalArgumentException("no workload for message " + message);
        };
    }

    private static <T> Workload<T> build(String name, String messageName, String size, Spec<T> spec) {
        MessageCodec<T> codec = spec.codec();
        short version = spec.version();
        T message = SEED.equals(size)
                ? codec.read(Unpooled.wrappedBuffer(SeedFrames.body(messageName, version)), version)
                : spec.messages().apply(Integer.parseInt(size));
        Workload<T> workload = checked(name, codec, version, message, spec.kafkaReader());
        if (SEED.equals(size) && !Arrays.equals(workload.encoded(), SeedFrames.body(messageName, version))) {
            throw new IllegalStateException(name + ": kwire does not write the seed frame's body again");
        }
        return workload;
    }

    /**
     * The workload of {@code message}, called {@code name} in a refusal: kwire's bytes, and Kafka's
     * instance read from them, which must write exactly those bytes again.
     */
    static <T> Workload<T> checked(String name, MessageCodec<T> codec, short version, T message,
            Workload.KafkaReader kafkaReader) {
        byte[] encoded = kwireBytes(codec, message, version);
        ApiMessage kafkaMessage = kafkaReader.read(new ByteBufferAccessor(ByteBuffer.wrap(encoded)), version);
        byte[] kafkaEncoded = kafkaBytes(kafkaMessage, version);
        if (!Arrays.equals(encoded, kafkaEncoded)) {
            throw new IllegalStateException(name + ": Kafka writes what it read from kwire's bytes differently\n"
                    + difference(encoded, kafkaEncoded));
        }
        return new Workload<>(codec, version, message, kafkaMessage, kafkaReader, encoded);
    }

    /** Both sides' bytes in hex; for messages of megabytes (records), where they first differ. */
    private static String difference(byte[] kwire, byte[] kafka) {
        if (Math.max(kwire.length, kafka.length) <= HEX_DUMP_LIMIT) {
            return "kwire: " + ByteBufUtil.hexDump(kwire) + "\nKafka: " + ByteBufUtil.hexDump(kafka);
        }
        return "kwire wrote " + kwire.length + " bytes, Kafka " + kafka.length + "; first different byte: "
                + Arrays.mismatch(kwire, kafka);
    }

    static <T> byte[] kwireBytes(MessageCodec<T> codec, T message, short version) {
        int size = codec.size(message, version);
        ByteBuf out = Unpooled.buffer(size, size);
        codec.write(message, out, version);
        if (out.readableBytes() != size) {
            throw new IllegalStateException("kwire wrote " + out.readableBytes() + " bytes of a size of " + size);
        }
        return ByteBufUtil.getBytes(out);
    }

    static byte[] kafkaBytes(ApiMessage message, short version) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        ByteBuffer out = ByteBuffer.allocate(message.size(cache, version));
        message.write(new ByteBufferAccessor(out), cache, version);
        return out.array();
    }
}
