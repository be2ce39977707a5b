package io.kwire.functional.oracle;

import io.kwire.codec.ApiMessageCodec;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsRequestCodec;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.kwire.kafka.BrokerRegistrationRequest;
import io.kwire.kafka.BrokerRegistrationRequestCodec;
import io.kwire.kafka.ConsumerGroupHeartbeatResponse;
import io.kwire.kafka.ConsumerGroupHeartbeatResponseCodec;
import io.kwire.kafka.CreatePartitionsRequest;
import io.kwire.kafka.CreatePartitionsRequestCodec;
import io.kwire.kafka.CreatePartitionsResponse;
import io.kwire.kafka.CreatePartitionsResponseCodec;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponse;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsRequest;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsResponse;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import io.kwire.kafka.DescribeClientQuotasResponse;
import io.kwire.kafka.DescribeClientQuotasResponseCodec;
import io.kwire.kafka.FetchRequest;
import io.kwire.kafka.FetchRequestCodec;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataRequestCodec;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.SyncGroupRequest;
import io.kwire.kafka.SyncGroupRequestCodec;
import io.kwire.testkit.oracle.KafkaReflection;
import io.kwire.testkit.specs.MessageSpec;
import java.util.List;
import org.apache.kafka.common.protocol.Message;

/**
 * One of the 16 kwire-kafka messages this module tests in depth, with its generated codec; its
 * Kafka spec and Kafka class are found by its name.
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
        return KafkaReflection.messageClass(spec());
    }

    @Override
    public String toString() {
        return name();
    }
}
