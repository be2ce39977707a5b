package io.kwire.testkit.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The fuzz target's checks fail where they must: each broken codec here breaks one rule of the
 * contract, and an input that reaches the break fails with a message that says which; a correct
 * codec passes the same inputs.
 */
class DecoderFuzzerTest {
    /** A body of one length byte, 3, and three bytes. */
    private static final byte[] BLOB = {3, 'a', 'b', 'c'};
    /** A length of 3 with one byte behind it. */
    private static final byte[] TRUNCATED = {3, 'a'};

    @Test
    void aCorrectCodecPassesReadAndRefusedInputs() {
        DecoderFuzzer fuzzer = fuzzer(new Blobs());
        fuzzer.check(fuzzer.input(fuzzer.codecs().get(0).codec(), (short) 0, BLOB));
        fuzzer.check(fuzzer.input(fuzzer.codecs().get(0).codec(), (short) 0, TRUNCATED));
        assertEquals("2 inputs checked: kwire read 1, Kafka's class read 0 of those, 0 canonical", fuzzer.report());
    }

    @Test
    void anExceptionOtherThanMalformedFails() {
        assertFails(new Blobs() {
            @Override
            Blob readBlob(ByteBuf in, int length) {
                return new Blob(readBytes(in, length)); // no check of the remaining bytes
            }
        }, TRUNCATED, "read threw java.lang.IndexOutOfBoundsException");
    }

    @Test
    void aMovedReaderIndexOnFailureFails() {
        assertFails(new Blobs() {
            @Override
            public Blob read(ByteBuf in, short version) {
                int length = in.readByte();
                if (length > in.readableBytes()) {
                    throw new MalformedMessageException("Blob.bytes", 0, "truncated"); // index not restored
                }
                return new Blob(readBytes(in, length));
            }
        }, TRUNCATED, "moved the reader index by 1");
    }

    @Test
    void aSizeThatIsNotWhatWriteWritesFails() {
        assertFails(new Blobs() {
            @Override
            public int size(Blob message, short version) {
                return super.size(message, version) + 1;
            }
        }, BLOB, "wrote 4 bytes, size() said 5");
    }

    @Test
    void aRoundTripThatIsNotAFixedPointFails() {
        assertFails(new Blobs() {
            @Override
            public void write(Blob message, ByteBuf out, short version) {
                out.writeByte(message.bytes().length);
                for (int i = message.bytes().length - 1; i >= 0; i--) {
                    out.writeByte(message.bytes()[i]); // reversed: read and written again, it turns back
                }
            }
        }, BLOB, "not a fixed point");
    }

    @Test
    void anAllocationSizedByAnUntrustedLengthFails() {
        assertFails(new Blobs() {
            @Override
            Blob readBlob(ByteBuf in, int length) {
                byte[] bytes = new byte[length << 16]; // before any check, and far too large
                if (length > in.readableBytes()) {
                    throw new MalformedMessageException("Blob.bytes", 0, "truncated " + bytes.length);
                }
                return new Blob(readBytes(in, length));
            }
        }, new byte[] {127}, "read allocated");
    }

    @Test
    void aReferenceKeptToTheInputFails() {
        assertFails(new Blobs() {
            @Override
            Blob readBlob(ByteBuf in, int length) {
                Blob blob = super.readBlob(in, length);
                in.retainedSlice(); // a slice the message does not hold, so releaseBuffers cannot release it
                return blob;
            }
        }, BLOB, "reference count is 2, not 1");
    }

    private static void assertFails(Blobs codec, byte[] body, String problem) {
        DecoderFuzzer fuzzer = fuzzer(codec);
        AssertionError failure = assertThrows(AssertionError.class,
                () -> fuzzer.check(fuzzer.input(codec, (short) 0, body)));
        assertTrue(failure.getMessage().startsWith("Blob v0, body "), failure.getMessage());
        assertTrue(failure.getMessage().contains(problem), failure.getMessage());
    }

    private static DecoderFuzzer fuzzer(Blobs codec) {
        return new DecoderFuzzer(List.of(new FuzzedCodec<>("Blob", codec, null)));
    }

    /** A message of bytes behind a one-byte length. */
    record Blob(byte[] bytes) {
    }

    /** A correct codec of {@link Blob}s, version 0 only, that the tests break one rule at a time. */
    static class Blobs implements MessageCodec<Blob> {
        @Override
        public short lowestVersion() {
            return 0;
        }

        @Override
        public short highestVersion() {
            return 0;
        }

        @Override
        public boolean isFlexible(short version) {
            return false;
        }

        @Override
        public int size(Blob message, short version) {
            return 1 + message.bytes().length;
        }

        @Override
        public void write(Blob message, ByteBuf out, short version) {
            out.writeByte(message.bytes().length).writeBytes(message.bytes());
        }

        @Override
        public Blob read(ByteBuf in, short version) {
            int start = in.readerIndex();
            if (!in.isReadable()) {
                throw new MalformedMessageException("Blob.bytes", 0, "no length");
            }
            try {
                return readBlob(in, in.readByte());
            } catch (MalformedMessageException e) {
                in.readerIndex(start);
                throw e;
            }
        }

        /** The blob after its length, which was read. */
        Blob readBlob(ByteBuf in, int length) {
            if (length < 0 || length > in.readableBytes()) {
                throw new MalformedMessageException("Blob.bytes", 0, "length " + length + " but "
                        + in.readableBytes() + " bytes remain");
            }
            return new Blob(readBytes(in, length));
        }

        static byte[] readBytes(ByteBuf in, int length) {
            byte[] bytes = new byte[length];
            in.readBytes(bytes);
            return bytes;
        }
    }
}
