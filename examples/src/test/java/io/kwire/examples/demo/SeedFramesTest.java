package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.kwire.annotations.MessageType;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.ResponseHeader;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The four seed frames of {@code seed-frames.txt} (a copy of {@code shared/vectors/seed-frames.txt},
 * cross-checked there against Kafka 4.4.0's own serializers), byte for byte, size prefix and
 * header included, and read back to the values they were built from.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class SeedFramesTest {
    private static final String VECTORS = "/io/kwire/testkit/vectors/seed-frames.txt";

    /** One line of the vectors file: {@code name version header size hex}. */
    record Vector(String name, short version, String header, int size, String hex) {
        @Override
        public String toString() {
            return name + " v" + version;
        }
    }

    static Stream<Vector> vectors() throws IOException {
        try (InputStream in = SeedFramesTest.class.getResourceAsStream(VECTORS)) {
            assertNotNull(in, VECTORS + " is not on the test class path");
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> line.trim().split("\\s+"))
                    .map(f -> new Vector(f[0], Short.parseShort(f[1]), f[2], Integer.parseInt(f[3]), f[4]))
                    .toList()
                    .stream();
        }
    }

    @Test
    void vectorsNameExactlyTheFourSeeds() throws IOException {
        List<String> seeds = SeedMessages.all().stream().map(seed -> seed.name() + " v" + seed.version()).toList();
        assertEquals(seeds, vectors().map(Vector::toString).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("vectors")
    void framesSeedByteForByteAndReadsItBack(Vector vector) {
        SeedMessage<?> seed = seed(vector.name());
        assertEquals(vector.version(), seed.version());
        assertEquals(vector.header(), headerLabel(seed));

        ByteBuf frame = seed.encode(PooledByteBufAllocator.DEFAULT);
        try {
            assertEquals(vector.size(), frame.readableBytes());
            assertEquals(vector.hex(), ByteBufUtil.hexDump(frame));
            assertEquals(frame.capacity(), frame.writerIndex(), "the frame's buffer is exactly its size");
            assertReadsBack(seed, frame);
        } finally {
            frame.release();
        }
    }

    private static <T> void assertReadsBack(SeedMessage<T> seed, ByteBuf frame) {
        Frame<?, T> back = seed.decode(frame);
        assertEquals(frame.writerIndex(), frame.readerIndex(), "the reader index ends at the end of the frame");
        assertEquals(FieldTree.lines("header", seed.header()), FieldTree.lines("header", back.header()));
        assertEquals(FieldTree.lines("body", seed.message()), FieldTree.lines("body", back.body()));
        if (seed.codec().type() == MessageType.REQUEST) {
            RequestHeader header = assertInstanceOf(RequestHeader.class, back.header());
            assertEquals(seed.codec().apiKey(), header.requestApiKey);
            assertEquals(seed.version(), header.requestApiVersion);
            assertEquals(0, header.correlationId);
            assertEquals("", header.clientId);
        } else {
            assertEquals(0, assertInstanceOf(ResponseHeader.class, back.header()).correlationId);
        }
    }

    private static SeedMessage<?> seed(String name) {
        return SeedMessages.all().stream().filter(seed -> seed.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no seed message named " + name));
    }

    private static String headerLabel(SeedMessage<?> seed) {
        String kind = seed.codec().type() == MessageType.REQUEST ? "req" : "resp";
        return kind + "-v" + seed.codec().headerVersion(seed.version());
    }
}
