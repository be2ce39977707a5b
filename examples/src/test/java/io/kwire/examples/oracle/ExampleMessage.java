package io.kwire.examples.oracle;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.examples.messages.CreatePartitionsRequest;
import io.kwire.examples.messages.CreatePartitionsRequestCodec;
import io.kwire.examples.messages.CreatePartitionsResponse;
import io.kwire.examples.messages.CreatePartitionsResponseCodec;
import io.kwire.examples.messages.CreateTopicsRequest;
import io.kwire.examples.messages.CreateTopicsRequestCodec;
import io.kwire.examples.messages.CreateTopicsResponse;
import io.kwire.examples.messages.CreateTopicsResponseCodec;
import io.kwire.examples.messages.DeleteTopicsRequest;
import io.kwire.examples.messages.DeleteTopicsRequestCodec;
import io.kwire.examples.messages.DeleteTopicsResponse;
import io.kwire.examples.messages.DeleteTopicsResponseCodec;
import java.util.List;
import org.apache.kafka.common.protocol.Message;

/**
 * One of kwire's example messages with its generated codec; its Kafka spec and Kafka class are
 * found by its name.
 *
 * @param <T> the kwire message class
 */
record ExampleMessage<T>(Class<T> kwireClass, ApiMessageCodec<T> codec) {
    /** Every example message. */
    static final List<ExampleMessage<?>> ALL = List.of(
            new ExampleMessage<>(CreateTopicsRequest.class, CreateTopicsRequestCodec.INSTANCE),
            new ExampleMessage<>(CreateTopicsResponse.class, CreateTopicsResponseCodec.INSTANCE),
            new ExampleMessage<>(DeleteTopicsRequest.class, DeleteTopicsRequestCodec.INSTANCE),
            new ExampleMessage<>(DeleteTopicsResponse.class, DeleteTopicsResponseCodec.INSTANCE),
            new ExampleMessage<>(CreatePartitionsRequest.class, CreatePartitionsRequestCodec.INSTANCE),
            new ExampleMessage<>(CreatePartitionsResponse.class, CreatePartitionsResponseCodec.INSTANCE));

    /** The message name, shared by kwire's class, Kafka's spec and (with {@code Data}) Kafka's class. */
    String name() {
        return kwireClass.getSimpleName();
    }

    MessageSpec spec() {
        return MessageSpec.load(name());
    }

    Class<? extends Message> kafkaClass() {
        return KafkaReflection.messageClass(name());
    }

    @Override
    public String toString() {
        return name();
    }
}
