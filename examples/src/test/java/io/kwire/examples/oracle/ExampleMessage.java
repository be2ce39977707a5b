package io.kwire.examples.oracle;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.examples.messages.ApiVersionsRequest;
import io.kwire.examples.messages.ApiVersionsRequestCodec;
import io.kwire.examples.messages.ApiVersionsResponse;
import io.kwire.examples.messages.ApiVersionsResponseCodec;
import io.kwire.examples.messages.BrokerRegistrationRequest;
import io.kwire.examples.messages.BrokerRegistrationRequestCodec;
import io.kwire.examples.messages.ConsumerGroupHeartbeatResponse;
import io.kwire.examples.messages.ConsumerGroupHeartbeatResponseCodec;
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
import io.kwire.examples.messages.DescribeClientQuotasResponse;
import io.kwire.examples.messages.DescribeClientQuotasResponseCodec;
import io.kwire.examples.messages.FetchRequest;
import io.kwire.examples.messages.FetchRequestCodec;
import io.kwire.examples.messages.FetchResponse;
import io.kwire.examples.messages.FetchResponseCodec;
import io.kwire.examples.messages.MetadataRequest;
import io.kwire.examples.messages.MetadataRequestCodec;
import io.kwire.examples.messages.MetadataResponse;
import io.kwire.examples.messages.MetadataResponseCodec;
import io.kwire.examples.messages.SyncGroupRequest;
import io.kwire.examples.messages.SyncGroupRequestCodec;
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
            new ExampleMessage<>(CreatePartitionsResponse.class, CreatePartitionsResponseCodec.INSTANCE),
            new ExampleMessage<>(ApiVersionsRequest.class, ApiVersionsRequestCodec.INSTANCE),
            new ExampleMessage<>(ApiVersionsResponse.class, ApiVersionsResponseCodec.INSTANCE),
            new ExampleMessage<>(MetadataRequest.class, MetadataRequestCodec.INSTANCE),
            new ExampleMessage<>(MetadataResponse.class, MetadataResponseCodec.INSTANCE),
            new ExampleMessage<>(FetchRequest.class, FetchRequestCodec.INSTANCE),
            new ExampleMessage<>(FetchResponse.class, FetchResponseCodec.INSTANCE),
            new ExampleMessage<>(SyncGroupRequest.class, SyncGroupRequestCodec.INSTANCE),
            new ExampleMessage<>(DescribeClientQuotasResponse.class, DescribeClientQuotasResponseCodec.INSTANCE),
            new ExampleMessage<>(BrokerRegistrationRequest.class, BrokerRegistrationRequestCodec.INSTANCE),
            new ExampleMessage<>(ConsumerGroupHeartbeatResponse.class, ConsumerGroupHeartbeatResponseCodec.INSTANCE));

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
