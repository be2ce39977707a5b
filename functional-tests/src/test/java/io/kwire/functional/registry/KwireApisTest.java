package io.kwire.functional.registry;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.ApiVersionRange;
import io.kwire.kafka.CreatePartitionsRequestCodec;
import io.kwire.kafka.CreatePartitionsResponseCodec;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponseCodec;
import io.kwire.kafka.DeleteTopicsRequestCodec;
import io.kwire.kafka.DeleteTopicsResponseCodec;
import io.kwire.kafka.FetchRequestCodec;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.SyncGroupRequestCodec;
import io.kwire.kafka.SyncGroupResponseCodec;
import io.kwire.processor.KwireProcessor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.apache.kafka.common.message.ApiVersionsRequestData;
import org.apache.kafka.common.message.CreatePartitionsRequestData;
import org.apache.kafka.common.message.CreateTopicsRequestData;
import org.apache.kafka.common.message.DeleteTopicsRequestData;
import org.apache.kafka.common.message.MetadataRequestData;
import org.junit.jupiter.api.Test;

/**
 * The {@code KwireApis} generated for kwire-kafka's messages and for this module's fixtures: a typed
 * constant per API pairing the codecs of its request and response ({@link Void} for a side the
 * package lacks, as in {@code io.kwire.functional.registry.onesided}), and a registry offering
 * every version both speak.
 */
class KwireApisTest {
    @Test
    void eachApiOfThePackageIsAConstantHoldingItsCodecs() {
        assertApi(KwireApis.FETCH, FetchRequestCodec.INSTANCE, FetchResponseCodec.INSTANCE);
        assertApi(KwireApis.SYNC_GROUP, SyncGroupRequestCodec.INSTANCE, SyncGroupResponseCodec.INSTANCE);
        assertApi(KwireApis.CREATE_TOPICS, CreateTopicsRequestCodec.INSTANCE, CreateTopicsResponseCodec.INSTANCE);
        assertApi(KwireApis.DELETE_TOPICS, DeleteTopicsRequestCodec.INSTANCE, DeleteTopicsResponseCodec.INSTANCE);
        assertApi(KwireApis.CREATE_PARTITIONS, CreatePartitionsRequestCodec.INSTANCE,
                CreatePartitionsResponseCodec.INSTANCE);
        assertApi(io.kwire.functional.registry.onesided.KwireApis.SYNC_GROUP,
                io.kwire.functional.registry.onesided.SyncGroupRequestCodec.INSTANCE, null);
        assertApi(io.kwire.functional.registry.onesided.KwireApis.DESCRIBE_CLIENT_QUOTAS, null,
                io.kwire.functional.registry.onesided.DescribeClientQuotasResponseCodec.INSTANCE);
    }

    /**
     * Every constant is {@code public static final}, typed by the message classes ({@link Void} for
     * a missing side), and in {@code REGISTRY}; {@code REGISTRY} holds nothing else.
     */
    @Test
    void constantsAreTypedByTheirMessagesAndAllInTheRegistry() throws IllegalAccessException {
        Map<String, String> types = constantTypes(KwireApis.class, KwireApis.REGISTRY);
        String messages = "io.kwire.kafka.";
        assertEquals("io.kwire.codec.ApiCodecs<" + messages + "CreateTopicsRequest, " + messages
                + "CreateTopicsResponse>", types.get("CREATE_TOPICS"));
        Map<String, String> oneSided = constantTypes(io.kwire.functional.registry.onesided.KwireApis.class,
                io.kwire.functional.registry.onesided.KwireApis.REGISTRY);
        String fixtures = "io.kwire.functional.registry.onesided.";
        assertEquals("io.kwire.codec.ApiCodecs<" + fixtures + "SyncGroupRequest, java.lang.Void>",
                oneSided.get("SYNC_GROUP"));
        assertEquals("io.kwire.codec.ApiCodecs<java.lang.Void, " + fixtures + "DescribeClientQuotasResponse>",
                oneSided.get("DESCRIBE_CLIENT_QUOTAS"));
    }

    /** Each constant's generic type by name, having checked each is in {@code registry} and it holds no other. */
    private static Map<String, String> constantTypes(Class<?> registryClass, ApiRegistry registry)
            throws IllegalAccessException {
        Map<String, String> types = new LinkedHashMap<>();
        List<ApiCodecs<?, ?>> apis = new ArrayList<>();
        for (Field field : registryClass.getDeclaredFields()) {
            assertEquals(Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL, field.getModifiers(), field.toString());
            if (field.getType() == ApiCodecs.class) {
                types.put(field.getName(), field.getGenericType().getTypeName());
                apis.add((ApiCodecs<?, ?>) field.get(null));
            }
        }
        apis.forEach(api -> assertSame(api, registry.api(api.apiKey())));
        assertEquals(apis.stream().map(ApiCodecs::apiKey).sorted().toList(),
                registry.versions().stream().map(ApiVersionRange::apiKey).toList());
        return types;
    }

    /** A user's code gets each side's codec typed by its message class, with no cast. */
    @Test
    void userCodeGetsTypedCodecsWithoutCasts() {
        Compilation compilation = compileUserCode("""
                package user;

                import io.kwire.codec.ApiCodecs;
                import io.kwire.codec.ApiMessageCodec;
                import io.kwire.kafka.*;

                class Use {
                    ApiMessageCodec<CreateTopicsRequest> createRequest = KwireApis.CREATE_TOPICS.request();
                    ApiMessageCodec<CreateTopicsResponse> createResponse = KwireApis.CREATE_TOPICS.response();
                    ApiCodecs<DeleteTopicsRequest, DeleteTopicsResponse> delete = KwireApis.DELETE_TOPICS;
                    ApiCodecs<CreatePartitionsRequest, CreatePartitionsResponse> partitions =
                            KwireApis.CREATE_PARTITIONS;
                    ApiCodecs<io.kwire.functional.registry.onesided.SyncGroupRequest, Void> syncGroup =
                            io.kwire.functional.registry.onesided.KwireApis.SYNC_GROUP;
                    ApiCodecs<Void, io.kwire.functional.registry.onesided.DescribeClientQuotasResponse> quotas =
                            io.kwire.functional.registry.onesided.KwireApis.DESCRIBE_CLIENT_QUOTAS;
                }
                """);
        assertThat(compilation).succeededWithoutWarnings();
    }

    /** The types are checked: the CreateTopics request codec is not a DeleteTopics one. */
    @Test
    void userCodeTakingTheWrongApisCodecDoesNotCompile() {
        Compilation compilation = compileUserCode("""
                package user;

                import io.kwire.codec.ApiMessageCodec;
                import io.kwire.kafka.*;

                class Use {
                    ApiMessageCodec<DeleteTopicsRequest> wrong = KwireApis.CREATE_TOPICS.request();
                }
                """);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("incompatible types").inFile(compilation.sourceFiles().get(0))
                .onLineContaining("wrong = KwireApis.CREATE_TOPICS.request()");
    }

    /** Each API is offered in the versions both its codecs speak, or its one codec's when it has one. */
    @Test
    void registryOffersTheVersionsTheCodecsShare() {
        for (ApiVersionRange range : KwireApis.REGISTRY.versions()) {
            ApiCodecs<?, ?> api = KwireApis.REGISTRY.api(range.apiKey());
            short lowest = api.request() == null ? api.response().lowestVersion() : api.request().lowestVersion();
            short highest = api.request() == null ? api.response().highestVersion() : api.request().highestVersion();
            if (api.request() != null && api.response() != null) {
                lowest = (short) Math.max(lowest, api.response().lowestVersion());
                highest = (short) Math.min(highest, api.response().highestVersion());
            }
            assertEquals(new ApiVersionRange(range.apiKey(), lowest, highest), range);
            assertSame(range, KwireApis.REGISTRY.versions(range.apiKey()));
        }
    }

    /** A request of versions 0-1 and a response of 0-3: the API is offered in 0-1. */
    @Test
    void apiWhoseCodecsDifferIsOfferedInTheVersionsTheyShare() {
        ApiCodecs<OldCreateTopicsRequest, OldCreateTopicsResponse> old =
                io.kwire.functional.registry.KwireApis.OLD_CREATE_TOPICS;
        assertSame(OldCreateTopicsRequestCodec.INSTANCE, old.request());
        assertSame(OldCreateTopicsResponseCodec.INSTANCE, old.response());
        assertEquals(List.of(new ApiVersionRange((short) 19, (short) 0, (short) 1)),
                io.kwire.functional.registry.KwireApis.REGISTRY.versions());
    }

    /** The admin APIs' ranges are those of Kafka 4.4.0's own message classes. */
    @Test
    void adminApisAreOfferedInKafkasVersions() {
        assertEquals(new ApiVersionRange((short) 19, CreateTopicsRequestData.LOWEST_SUPPORTED_VERSION,
                CreateTopicsRequestData.HIGHEST_SUPPORTED_VERSION), KwireApis.REGISTRY.versions((short) 19));
        assertEquals(new ApiVersionRange((short) 20, DeleteTopicsRequestData.LOWEST_SUPPORTED_VERSION,
                DeleteTopicsRequestData.HIGHEST_SUPPORTED_VERSION), KwireApis.REGISTRY.versions((short) 20));
        assertEquals(new ApiVersionRange((short) 37, CreatePartitionsRequestData.LOWEST_SUPPORTED_VERSION,
                CreatePartitionsRequestData.HIGHEST_SUPPORTED_VERSION), KwireApis.REGISTRY.versions((short) 37));
        assertEquals(new ApiVersionRange((short) 18, ApiVersionsRequestData.LOWEST_SUPPORTED_VERSION,
                ApiVersionsRequestData.HIGHEST_SUPPORTED_VERSION), KwireApis.REGISTRY.versions((short) 18));
        assertEquals(new ApiVersionRange((short) 3, MetadataRequestData.LOWEST_SUPPORTED_VERSION,
                MetadataRequestData.HIGHEST_SUPPORTED_VERSION), KwireApis.REGISTRY.versions((short) 3));
    }

    /**
     * The Javadoc of a constant links its message classes so that Javadoc finds them, nested ones
     * too: a user's build with {@code -Xdoclint} compiles.
     */
    @Test
    void javadocOfTheRegistryLinksNestedMessageClasses() {
        Compilation compilation = javac()
                .withProcessors(new KwireProcessor())
                .withOptions("-Xlint:all", "-Xdoclint:reference")
                .compile(JavaFileObjects.forSourceString("test.Admin", """
                        package test;

                        import io.kwire.annotations.*;

                        /** Admin messages. */
                        public final class Admin {
                            private Admin() {
                            }

                            /** A request. */
                            @ApiKey(value = 19, type = MessageType.REQUEST)
                            @Versions("2-7")
                            public static class TopicsRequest {
                                /** The timeout. */
                                public int timeoutMs;
                            }

                            /** A response. */
                            @ApiKey(value = 19, type = MessageType.RESPONSE)
                            @Versions("2-7")
                            public static class TopicsResponse {
                                /** The throttle time. */
                                public int throttleTimeMs;
                            }
                        }
                        """));
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.KwireApis")
                .contentsAsUtf8String().contains("{@link Admin.TopicsRequest} and {@link Admin.TopicsResponse}");
    }

    private static void assertApi(ApiCodecs<?, ?> api, ApiMessageCodec<?> request, ApiMessageCodec<?> response) {
        assertSame(request, api.request());
        assertSame(response, api.response());
    }

    /** Compiles {@code source}, in package {@code user}, against the examples, without running any processor. */
    private static Compilation compileUserCode(String source) {
        JavaFileObject file = JavaFileObjects.forSourceString("user.Use", source);
        return javac().withOptions("-proc:none", "-Xlint:all").compile(file);
    }
}
