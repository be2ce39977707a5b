package io.kwire.functional.fuzz;

import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.functional.support.SampleMessages;
import io.kwire.functional.support.SampleMessages.Sample;
import io.kwire.functional.types.FuzzedTypes;
import io.kwire.testkit.fuzz.DecoderFuzzer;
import io.kwire.testkit.fuzz.FuzzedCodec;
import io.kwire.testkit.fuzz.ViewFuzzer;
import io.kwire.testkit.oracle.KafkaWire;
import io.kwire.testkit.oracle.RandomKafkaData;
import io.kwire.testkit.specs.MessageSpec;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The seed corpus of {@link DecoderFuzzTest}, and of {@link ViewFuzzTest} for the messages it views,
 * built when the test runs rather than kept as files: valid encodings of every example message at
 * every version, so that the fuzzer starts from inputs that reach deep into each decoder.
 * <ul>
 *   <li>{@link SampleMessages#everyCodec()}: hand-built samples with several elements, non-ASCII
 *       names, nulls and unknown tagged fields, as kwire writes them;
 *   <li>{@value #RANDOM_INSTANCES} random instances per version of every message Kafka has a class
 *       for ({@link RandomKafkaData}, which reaches the messages without a hand-built sample, such
 *       as Fetch), as Kafka writes them;
 *   <li>the four frames of {@code seed-frames.txt}, split into header and body;
 *   <li>request and response headers at each of their versions;
 *   <li>a default instance of each test message of {@code io.kwire.functional.types} at each version
 *       ({@link FuzzedTypes}).
 * </ul>
 */
final class FuzzSeeds {
    static final int RANDOM_INSTANCES = 2;
    private static final String SEED_FRAMES = "/io/kwire/testkit/vectors/seed-frames.txt";
    private static final int SIZE_PREFIX = 4;

    /** One seed: a name for the test report and the fuzz input. */
    record Seed(String name, byte[] input) {
    }

    /** How a target makes an input of a codec, a version and a body; null for a codec it does not fuzz. */
    private interface Inputs {
        byte[] input(MessageCodec<?> codec, short version, byte[] body);
    }

    private final Inputs inputs;
    private final List<Seed> seeds = new ArrayList<>();

    private FuzzSeeds(Inputs inputs) {
        this.inputs = inputs;
    }

    /** Every seed for {@code fuzzer}, whose codecs are {@link ExampleDecoders}'s. */
    static List<Seed> all(DecoderFuzzer fuzzer) {
        FuzzSeeds builder = new FuzzSeeds(fuzzer::input);
        builder.samples();
        builder.randomInstances(RANDOM_INSTANCES);
        builder.seedFrames();
        builder.headers();
        FuzzedTypes.seeds(fuzzer).forEach((name, input) -> builder.seeds.add(new Seed(name, input)));
        return List.copyOf(builder.seeds);
    }

    /**
     * The seeds of {@link #all} whose codec's message {@code views} fuzzes ({@link ExampleDecoders#VIEWS}:
     * kwire-kafka's), as its inputs: the samples, the first random instance of each version (each input
     * costs a view several walks) and the frames' bodies.
     */
    static List<Seed> forViews(ViewFuzzer views) {
        FuzzSeeds builder = new FuzzSeeds((codec, version, body) ->
                views.fuzzes(codec) ? views.input(codec, version, body) : null);
        builder.samples();
        builder.randomInstances(1);
        builder.seedFrames();
        return List.copyOf(builder.seeds);
    }

    private void samples() {
        for (Sample<?> sample : SampleMessages.everyCodec()) {
            addSample(sample);
        }
    }

    private <T> void addSample(Sample<T> sample) {
        MessageCodec<T> codec = sample.codec();
        String name = codec.getClass().getPackageName().endsWith("kip409") ? "kip409." + sample.name() : sample.name();
        for (short version = codec.lowestVersion(); version <= codec.highestVersion(); version++) {
            add(name + " v" + version + " sample", codec, version,
                    DecoderFuzzer.encode(codec, sample.build(version), version));
        }
    }

    private void randomInstances(int perVersion) {
        for (FuzzedCodec<?> codec : ExampleDecoders.EXAMPLE_MESSAGES) {
            MessageSpec spec = MessageSpec.load(codec.name());
            for (short version : spec.versions()) {
                for (long seed = 0; seed < perVersion; seed++) {
                    byte[] body = KafkaWire.write(new RandomKafkaData(spec, version, seed).message(), version);
                    add(codec.name() + " v" + version + " random " + seed, codec.codec(), version, body);
                }
            }
        }
    }

    /** Each frame of {@code seed-frames.txt} (size, header, body) as a header seed and a body seed. */
    private void seedFrames() {
        for (String line : seedFrameLines()) {
            String[] fields = line.trim().split("\\s+");
            String name = fields[0];
            short version = Short.parseShort(fields[1]);
            boolean request = fields[2].startsWith("req-");
            short headerVersion = Short.parseShort(fields[2].substring(fields[2].indexOf("-v") + 2));
            byte[] frame = ByteBufUtil.decodeHexDump(fields[4]);
            byte[] afterSize = Arrays.copyOfRange(frame, SIZE_PREFIX, frame.length);
            MessageCodec<?> headerCodec = request ? RequestHeaderCodec.INSTANCE : ResponseHeaderCodec.INSTANCE;
            int headerLength = lengthRead(headerCodec, headerVersion, afterSize);
            add(name + " v" + version + " frame header", headerCodec, headerVersion,
                    Arrays.copyOf(afterSize, headerLength));
            add(name + " v" + version + " frame body", ExampleDecoders.named(name).codec(), version,
                    Arrays.copyOfRange(afterSize, headerLength, afterSize.length));
        }
    }

    private void headers() {
        for (short version = 1; version <= 2; version++) {
            RequestHeader header = new RequestHeader((short) 19, (short) 7, 123_456, version == 1 ? null : "kwire-ñ");
            add("RequestHeader v" + version, RequestHeaderCodec.INSTANCE, version,
                    DecoderFuzzer.encode(RequestHeaderCodec.INSTANCE, header, version));
        }
        for (short version = 0; version <= 1; version++) {
            add("ResponseHeader v" + version, ResponseHeaderCodec.INSTANCE, version,
                    DecoderFuzzer.encode(ResponseHeaderCodec.INSTANCE, new ResponseHeader(-7), version));
        }
    }

    private void add(String name, MessageCodec<?> codec, short version, byte[] body) {
        byte[] input = inputs.input(codec, version, body);
        if (input != null) {
            seeds.add(new Seed(name, input));
        }
    }

    /** How many bytes {@code codec} reads from the start of {@code bytes}. */
    private static int lengthRead(MessageCodec<?> codec, short version, byte[] bytes) {
        ByteBuf in = Unpooled.wrappedBuffer(bytes);
        try {
            codec.read(in, version);
            return in.readerIndex();
        } finally {
            in.release();
        }
    }

    private static List<String> seedFrameLines() {
        try (InputStream in = FuzzSeeds.class.getResourceAsStream(SEED_FRAMES)) {
            if (in == null) {
                throw new IllegalStateException(SEED_FRAMES + " is not on the test class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
