package io.kwire.functional.types;

import io.kwire.codec.MessageCodec;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.testkit.fuzz.DecoderFuzzer;
import io.kwire.testkit.fuzz.FuzzedCodec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * This package's test messages for the functional tests' fuzz target: the wire types and shapes
 * the Kafka messages it fuzzes lack (varints, uint32, int arrays, nullable structs, {@code ByteBuf} fields, a
 * struct that keeps no unknown tagged fields, JavaBean accessors, clipped versions). Kafka has no
 * class for them, so only kwire's own round trip judges them.
 */
public final class FuzzedTypes {
    private record Type<T>(String name, MessageCodec<T> codec, Supplier<T> defaults) {
        FuzzedCodec<T> fuzzed() {
            return new FuzzedCodec<>(name, codec, null);
        }
    }

    private static final List<Type<?>> TYPES = List.of(
            new Type<>("types.Primitives", PrimitivesCodec.INSTANCE, Primitives::new),
            new Type<>("types.VarNumbers", VarNumbersCodec.INSTANCE, VarNumbers::new),
            new Type<>("types.Texts", TextsCodec.INSTANCE, Texts::new),
            new Type<>("types.Blobs", BlobsCodec.INSTANCE, Blobs::new),
            new Type<>("types.Buffers", BuffersCodec.INSTANCE, Buffers::new),
            new Type<>("types.ElementTypes", ElementTypesCodec.INSTANCE, ElementTypes::new),
            new Type<>("types.Nesting", NestingCodec.INSTANCE, Nesting::new),
            new Type<>("types.NoUnknowns", NoUnknownsCodec.INSTANCE, NoUnknowns::new),
            new Type<>("types.Tags", TagsCodec.INSTANCE, Tags::new),
            new Type<>("types.Defaults", DefaultsCodec.INSTANCE, Defaults::new),
            new Type<>("types.Ignorables", IgnorablesCodec.INSTANCE, Ignorables::new),
            new Type<>("types.Clipped", ClippedCodec.INSTANCE, Clipped::new),
            new Type<>("types.ClientIds", ClientIdsCodec.INSTANCE, ClientIds::new),
            new Type<>("types.Bean", BeanCodec.INSTANCE, Bean::new),
            new Type<>("types.Outer", OuterCodec.INSTANCE, Outer::new),
            new Type<>("types.Outer.Inner", Outer_InnerCodec.INSTANCE, Outer.Inner::new),
            new Type<>("types.ApiMessages.TopicsRequest", ApiMessages_TopicsRequestCodec.INSTANCE,
                    ApiMessages.TopicsRequest::new),
            new Type<>("types.ApiMessages.TopicsResponse", ApiMessages_TopicsResponseCodec.INSTANCE,
                    ApiMessages.TopicsResponse::new),
            new Type<>("types.ApiMessages.VersionsRequest", ApiMessages_VersionsRequestCodec.INSTANCE,
                    ApiMessages.VersionsRequest::new),
            new Type<>("types.ApiMessages.VersionsResponse", ApiMessages_VersionsResponseCodec.INSTANCE,
                    ApiMessages.VersionsResponse::new));

    private FuzzedTypes() {
    }

    /** Each type's codec, in a fixed order. */
    public static List<FuzzedCodec<?>> codecs() {
        return TYPES.stream().<FuzzedCodec<?>>map(Type::fuzzed).toList();
    }

    /**
     * A new default instance of each type written at each of its versions that can carry it, as
     * {@code fuzzer}'s inputs, by name.
     */
    public static Map<String, byte[]> seeds(DecoderFuzzer fuzzer) {
        Map<String, byte[]> seeds = new LinkedHashMap<>();
        for (Type<?> type : TYPES) {
            addSeeds(fuzzer, type, seeds);
        }
        return seeds;
    }

    private static <T> void addSeeds(DecoderFuzzer fuzzer, Type<T> type, Map<String, byte[]> seeds) {
        MessageCodec<T> codec = type.codec();
        for (short version = codec.lowestVersion(); version <= codec.highestVersion(); version++) {
            byte[] body;
            try {
                body = DecoderFuzzer.encode(codec, type.defaults().get(), version);
            } catch (UnsupportedVersionException e) {
                // Defaults' initializers differ from its @Default on purpose: not writable where a field is absent.
                continue;
            }
            seeds.put(type.name() + " v" + version + " default", fuzzer.input(codec, version, body));
        }
    }
}
