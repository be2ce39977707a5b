package io.kwire.functional.fuzz;

import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.kafka.ApiVersionsRequestCodec;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.kwire.kafka.BrokerRegistrationRequestCodec;
import io.kwire.kafka.ConsumerGroupHeartbeatResponseCodec;
import io.kwire.kafka.CreatePartitionsRequestCodec;
import io.kwire.kafka.CreatePartitionsResponseCodec;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import io.kwire.kafka.DescribeClientQuotasResponseCodec;
import io.kwire.kafka.FetchRequestCodec;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.MetadataRequestCodec;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.SyncGroupRequestCodec;
import io.kwire.functional.types.FuzzedTypes;
import io.kwire.testkit.fuzz.DecoderFuzzer;
import io.kwire.testkit.fuzz.FuzzedCodec;
import io.kwire.testkit.fuzz.ViewFuzzer;
import io.kwire.testkit.oracle.KafkaReflection;
import io.kwire.testkit.specs.MessageSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The decoders this module fuzzes, in the order a fuzz input's first byte counts them (findings
 * kept as files depend on it: add new codecs at the end): 16 of kwire-kafka's messages, each
 * with Kafka's class of the same name as the oracle, then the KIP-409 dialect's four, the two
 * headers and the test messages of {@code io.kwire.functional.types} ({@link FuzzedTypes}), which have
 * none.
 */
final class ExampleDecoders {
    /** The 16 kwire-kafka messages the examples once annotated by hand, named as Kafka's specs name them. */
    static final List<FuzzedCodec<?>> EXAMPLE_MESSAGES = List.of(
            withKafka("CreateTopicsRequest", CreateTopicsRequestCodec.INSTANCE),
            withKafka("CreateTopicsResponse", CreateTopicsResponseCodec.INSTANCE),
            withKafka("DeleteTopicsRequest", DeleteTopicsRequestCodec.INSTANCE),
            withKafka("DeleteTopicsResponse", DeleteTopicsResponseCodec.INSTANCE),
            withKafka("CreatePartitionsRequest", CreatePartitionsRequestCodec.INSTANCE),
            withKafka("CreatePartitionsResponse", CreatePartitionsResponseCodec.INSTANCE),
            withKafka("ApiVersionsRequest", ApiVersionsRequestCodec.INSTANCE),
            withKafka("ApiVersionsResponse", ApiVersionsResponseCodec.INSTANCE),
            withKafka("MetadataRequest", MetadataRequestCodec.INSTANCE),
            withKafka("MetadataResponse", MetadataResponseCodec.INSTANCE),
            withKafka("FetchRequest", FetchRequestCodec.INSTANCE),
            withKafka("FetchResponse", FetchResponseCodec.INSTANCE),
            withKafka("SyncGroupRequest", SyncGroupRequestCodec.INSTANCE),
            withKafka("DescribeClientQuotasResponse", DescribeClientQuotasResponseCodec.INSTANCE),
            withKafka("BrokerRegistrationRequest", BrokerRegistrationRequestCodec.INSTANCE),
            withKafka("ConsumerGroupHeartbeatResponse", ConsumerGroupHeartbeatResponseCodec.INSTANCE));

    /** The fuzz target over every decoder. */
    static final DecoderFuzzer FUZZER = new DecoderFuzzer(all());

    /**
     * The fuzz target over the views of {@link #EXAMPLE_MESSAGES} (kwire-kafka has {@code @View} on its
     * package), in the same order, so that an input chooses the same message in both targets.
     */
    static final ViewFuzzer VIEWS = new ViewFuzzer(EXAMPLE_MESSAGES);

    private ExampleDecoders() {
    }

    private static List<FuzzedCodec<?>> all() {
        List<FuzzedCodec<?>> codecs = new ArrayList<>(EXAMPLE_MESSAGES);
        codecs.add(withoutKafka("kip409.CreateTopicsRequest",
                io.kwire.examples.kip409.CreateTopicsRequestCodec.INSTANCE));
        codecs.add(withoutKafka("kip409.CreateTopicsResponse",
                io.kwire.examples.kip409.CreateTopicsResponseCodec.INSTANCE));
        codecs.add(withoutKafka("kip409.CreatePartitionsRequest",
                io.kwire.examples.kip409.CreatePartitionsRequestCodec.INSTANCE));
        codecs.add(withoutKafka("kip409.CreatePartitionsResponse",
                io.kwire.examples.kip409.CreatePartitionsResponseCodec.INSTANCE));
        codecs.add(withoutKafka("RequestHeader", RequestHeaderCodec.INSTANCE));
        codecs.add(withoutKafka("ResponseHeader", ResponseHeaderCodec.INSTANCE));
        codecs.addAll(FuzzedTypes.codecs());
        return codecs;
    }

    /** The codec whose message is named {@code name}, as in {@link FuzzedCodec#name()}. */
    static FuzzedCodec<?> named(String name) {
        return FUZZER.codecs().stream()
                .filter(codec -> codec.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no fuzzed codec named " + name));
    }

    private static <T> FuzzedCodec<T> withKafka(String name, MessageCodec<T> codec) {
        return new FuzzedCodec<>(name, codec, KafkaReflection.messageClass(MessageSpec.load(name)));
    }

    private static <T> FuzzedCodec<T> withoutKafka(String name, MessageCodec<T> codec) {
        return new FuzzedCodec<>(name, codec, null);
    }
}
