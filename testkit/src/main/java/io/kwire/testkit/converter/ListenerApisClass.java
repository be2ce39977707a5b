package io.kwire.testkit.converter;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.VersionRange;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;
import org.apache.kafka.common.message.ApiMessageType.ListenerType;
import org.apache.kafka.common.message.ApiVersionsResponseData.ApiVersion;
import org.apache.kafka.common.requests.ApiVersionsResponse;

/**
 * {@code ListenerApis}: what the listeners of a Kafka node offer in their ApiVersions answers, as
 * registries of the converted classes' codecs. Taken from Kafka's own list
 * ({@code ApiVersionsResponse.filterApis}), which differs from the specs where Kafka's broker differs
 * on purpose: it leaves out unstable versions and, by default, the client telemetry APIs, and offers
 * Produce from v0, which it no longer reads.
 */
final class ListenerApisClass {
    /** The simple name of the class. */
    static final String NAME = "ListenerApis";

    private static final ClassName API_REGISTRY = ClassName.get("io.kwire.codec", "ApiRegistry");
    private static final ClassName KWIRE_APIS = ClassName.get(MessageClass.PACKAGE, "KwireApis");

    private final Map<Short, MessageSpec> requests = new TreeMap<>();
    private final String kafkaVersion;

    /** {@code specs}: every spec of the jar; {@code kafkaVersion}: the jar's version, for the Javadoc. */
    ListenerApisClass(List<MessageSpec> specs, String kafkaVersion) {
        for (MessageSpec spec : specs) {
            if (spec.type().equals("request") && !spec.isRemoved()) {
                requests.put(spec.apiKey(), spec);
            }
        }
        this.kafkaVersion = kafkaVersion;
    }

    JavaFile file() {
        List<ApiVersion> broker = offered(ListenerType.BROKER, false);
        List<ApiVersion> telemetry = new ArrayList<>(offered(ListenerType.BROKER, true));
        telemetry.removeIf(api -> broker.stream().anyMatch(other -> other.apiKey() == api.apiKey()));
        List<ApiVersion> controller = offered(ListenerType.CONTROLLER, false);
        TypeSpec type = TypeSpec.classBuilder(NAME)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("$L", javadoc())
                .addField(registry("BROKER", broker, "What a broker listener offers: " + broker.size() + " APIs."))
                .addField(registry("CONTROLLER", controller,
                        "What a controller listener offers: " + controller.size() + " APIs."))
                .addField(registry("CLIENT_TELEMETRY", telemetry, "The " + telemetry.size() + " client telemetry APIs"
                        + " of KIP-714, which a broker listener offers beside {@link #BROKER} when a metrics reporter"
                        + " takes client metrics: {@code BROKER.with(CLIENT_TELEMETRY)}."))
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .build();
        return JavaFile.builder(MessageClass.PACKAGE, type)
                .addFileComment("Converted from ApiVersionsResponse.filterApis of kafka-clients $L\n", kafkaVersion)
                .addFileComment("by $L. Do not edit: change the converter\n", SpecConverter.class.getName())
                .addFileComment("and run it again (see docs/kafka-module.md).")
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    private String javadoc() {
        return Javadocs.wrap("What the listeners of a Kafka " + kafkaVersion + " node offer in their ApiVersions answers,"
                + " as registries of this module's codecs: each API served on that listener, at the versions Kafka"
                + " offers with its default configuration. That is what a server or proxy that speaks for a Kafka"
                + " broker offers, rather than {@link KwireApis#REGISTRY}, which holds every API at every version"
                + " the codecs read.")
                + "\n" + Javadocs.wrap("<p>Where Kafka's answer differs from the specs, it does so on purpose, and so"
                + " do these: the newest version of an API that the spec marks unstable is left out (a broker offers"
                + " it only with {@code unstable.api.versions.enable}: add it with {@code withVersions}); the client"
                + " telemetry APIs of KIP-714 are left out (a broker offers them only when a metrics reporter takes"
                + " client metrics: add {@link #CLIENT_TELEMETRY}); and Produce is offered from v0, which Kafka no"
                + " longer reads, because librdkafka turns compression off when Produce's lowest version is not 0"
                + " (KAFKA-18659). A request at a version offered but not read is refused as unsupported, as Kafka"
                + " refuses it.")
                + "\n<pre>{@code\n"
                + "new KafkaRequestDecoder(ListenerApis.BROKER)\n"
                + "ApiVersionsResponses.build(ListenerApis.BROKER, ApiVersionsResponseCodec.INSTANCE, version)\n"
                + "}</pre>\n\n"
                + Javadocs.wrap("<p>Converted from kafka-clients " + kafkaVersion
                        + "'s {@code ApiVersionsResponse.filterApis}.");
    }

    private static List<ApiVersion> offered(ListenerType listener, boolean clientTelemetry) {
        List<ApiVersion> apis = new ArrayList<>(ApiVersionsResponse.filterApis(listener, false, clientTelemetry));
        apis.sort((a, b) -> Short.compare(a.apiKey(), b.apiKey()));
        return apis;
    }

    /** A constant holding {@code apis}, narrowed or widened with {@code withVersions} where Kafka differs. */
    private FieldSpec registry(String name, List<ApiVersion> apis, String summary) {
        List<CodeBlock> lines = new ArrayList<>();
        for (int i = 0; i < apis.size(); i++) {
            lines.add(CodeBlock.of("$T.$L$L", KWIRE_APIS, constant(apis.get(i).apiKey()), i + 1 < apis.size() ? "," : ")"));
        }
        List<String> differences = new ArrayList<>();
        for (ApiVersion api : apis) {
            MessageSpec request = requests.get(api.apiKey());
            VersionRange read = request.validVersions();
            if (read.lowest() != api.minVersion() || read.highest() != api.maxVersion()) {
                lines.add(CodeBlock.of(".withVersions($T.$L.apiKey(), (short) $L, (short) $L)", KWIRE_APIS,
                        constant(api.apiKey()), api.minVersion(), api.maxVersion()));
                differences.add(request.name().substring(0, request.name().length() - "Request".length()) + " "
                        + why(api, read));
            }
        }
        String javadoc = differences.isEmpty() ? summary : summary + " Versions the codecs read that are not"
                + " offered, or offered but not read: " + String.join("; ", differences) + ".";
        CodeBlock code = CodeBlock.builder().add("$T.of(\n$>$>", API_REGISTRY)
                .add(CodeBlock.join(lines, "\n")).add("$<$<").build();
        return FieldSpec.builder(API_REGISTRY, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$L", Javadocs.wrap(javadoc))
                .initializer(code)
                .build();
    }

    private String why(ApiVersion api, VersionRange read) {
        List<String> reasons = new ArrayList<>();
        if (api.minVersion() < read.lowest()) {
            reasons.add(versions(api.minVersion(), read.lowest() - 1) + " offered but not read");
        }
        if (api.maxVersion() < read.highest()) {
            reasons.add(versions(api.maxVersion() + 1, read.highest()) + " read but not offered (unstable)");
        }
        if (reasons.isEmpty()) {
            throw new IllegalStateException("Kafka offers API " + api.apiKey() + " v" + api.minVersion() + "-"
                    + api.maxVersion() + ", more than its spec's v" + read + ": the converter needs a new rule");
        }
        return String.join(", ", reasons);
    }

    private static String versions(int lowest, int highest) {
        return lowest == highest ? "v" + lowest : "v" + lowest + "-" + highest;
    }

    /** {@code ProduceRequest} gives {@code PRODUCE}, as kwire's processor names {@code KwireApis}' constants. */
    private String constant(short apiKey) {
        String name = requests.get(apiKey).name();
        name = name.substring(0, name.length() - "Request".length());
        return name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }
}
