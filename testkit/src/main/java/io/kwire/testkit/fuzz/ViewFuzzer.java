package io.kwire.testkit.fuzz;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.MessageView;
import io.kwire.testkit.views.ViewWalker;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One fuzz target for the views of many messages ({@code @View}): an input chooses the message and
 * the version as {@link DecoderFuzzer}'s does (first byte, second byte), and the rest is the body.
 * The body is viewed in four places, a new view for each input, reset from one to the next:
 * <ol>
 *   <li>a heap buffer of exactly its bytes: the view's array is the body, so a read before or past
 *       the region throws {@link ArrayIndexOutOfBoundsException};
 *   <li>a slice of exactly the region out of a pooled direct buffer, {@code validate()} called
 *       first: a read outside the slice throws {@link IndexOutOfBoundsException};
 *   <li>at index {@value #AROUND} of a pooled heap buffer, with bytes {@code 0x01} around it;
 *   <li>at index {@value #AROUND} of a pooled direct buffer, with bytes {@code 0x80} around it.
 * </ol>
 * In each, every accessor ({@link ViewWalker#transcript}) and {@code validate()} gives a value or
 * a {@link MalformedMessageException} naming a field of the message and an offset within the
 * region, nothing else, and the buffer's indexes and reference count are as they were; in the
 * first, walking again, every offset known, gives the same answers. The four give the same answers, line for line: so bytes around a region
 * change nothing, and what 3 and 4 read, 1 and 2 read without an exception, inside the region.
 * Then against the codec's {@code read} of the same body:
 * <ul>
 *   <li>read takes the whole body: {@code validate()} passes and every accessor equals the decoded
 *       field ({@link ViewWalker#walk}, strings' bytes and unknown tagged fields included);
 *   <li>read takes a prefix: the accessors equal the decoded fields, and {@code validate()} refuses
 *       the body at the prefix's end;
 *   <li>read refuses: so does {@code validate()}, except for a string that is not valid UTF-8 in a
 *       way read refuses (decoded, it would take over 32767 bytes), which a view only skips
 *       (docs/views.md); the string's own accessor refuses it.
 * </ul>
 * And {@code validate()} allocates at most {@value #ALLOCATION_PER_BYTE} bytes per byte of the
 * body, plus 1 MiB: nothing sized by an untrusted length.
 */
public final class ViewFuzzer {
    /** The message byte and the version byte. */
    private static final int SELECTOR_BYTES = 2;
    private static final int MAX_MESSAGES = 256;
    /** Bytes before and after the region in the buffers that hold more than it. */
    private static final int AROUND = 7;
    private static final int DESCRIBED_BYTES = 256;
    private static final long ALLOCATION_PER_BYTE = 1024;
    private static final long ALLOCATION_ALLOWANCE = 1 << 20;
    /** How read refuses a string that is not valid UTF-8, which a view's {@code validate()} does not decode. */
    private static final String INVALID_UTF8 = "is not valid UTF-8";
    private static final String PASSES = "validate() passes";

    private final List<FuzzedCodec<?>> codecs;
    private final List<Class<?>> messageClasses = new ArrayList<>();
    /** A new view of a message class. */
    private final Function<Class<?>, MessageView> views;
    private final LongAdder checked = new LongAdder();
    private final LongAdder readWhole = new LongAdder();
    private final LongAdder readPrefix = new LongAdder();
    private final LongAdder bothRefused = new LongAdder();
    private final LongAdder invalidUtf8 = new LongAdder();

    /**
     * A target for the views of the messages of {@code codecs}, at most 256, in an order that seeds
     * and findings depend on; each message must have a view.
     */
    public ViewFuzzer(List<FuzzedCodec<?>> codecs) {
        this(codecs, ViewWalker::newView);
    }

    /** A target whose views {@code views} makes: a test's, broken on purpose. */
    ViewFuzzer(List<FuzzedCodec<?>> codecs, Function<Class<?>, MessageView> views) {
        if (codecs.isEmpty() || codecs.size() > MAX_MESSAGES) {
            throw new IllegalArgumentException("one byte chooses among 1 to 256 messages, not " + codecs.size());
        }
        this.codecs = List.copyOf(codecs);
        this.views = views;
        for (FuzzedCodec<?> codec : codecs) {
            Class<?> message = messageClass(codec.codec());
            views.apply(message);
            messageClasses.add(message);
        }
    }

    /** The codecs whose messages' views this target fuzzes, in the order the first byte counts them. */
    public List<FuzzedCodec<?>> codecs() {
        return codecs;
    }

    /** Whether {@code codec}'s message is one this target fuzzes. */
    public boolean fuzzes(MessageCodec<?> codec) {
        return indexOf(codec) >= 0;
    }

    /** The fuzz input that has the view of {@code codec}'s message, one of this target's, see {@code body} at {@code version}. */
    public byte[] input(MessageCodec<?> codec, short version, byte[] body) {
        int index = indexOf(codec);
        if (index < 0) {
            throw new IllegalArgumentException(codec + " is not one of the fuzzed messages' codecs");
        }
        if (version < codec.lowestVersion() || version > codec.highestVersion()) {
            throw new IllegalArgumentException(codecs.get(index) + " has no version " + version);
        }
        byte[] input = new byte[SELECTOR_BYTES + body.length];
        input[0] = (byte) index;
        input[1] = (byte) (version - codec.lowestVersion());
        System.arraycopy(body, 0, input, SELECTOR_BYTES, body.length);
        return input;
    }

    /** Runs one fuzz input; inputs too short to choose a message and a version pass. */
    public void check(byte[] input) {
        if (input.length < SELECTOR_BYTES) {
            return;
        }
        int index = Byte.toUnsignedInt(input[0]) % codecs.size();
        FuzzedCodec<?> target = codecs.get(index);
        short version = (short) (target.codec().lowestVersion() + Byte.toUnsignedInt(input[1]) % target.versionCount());
        check(index, version, Arrays.copyOfRange(input, SELECTOR_BYTES, input.length));
    }

    /**
     * Holds the view of {@code codec}'s message, one of this target's, over {@code body} at
     * {@code version} to this target's checks; returns whether {@code validate()} passed.
     */
    public boolean check(MessageCodec<?> codec, short version, byte[] body) {
        int index = indexOf(codec);
        if (index < 0) {
            throw new IllegalArgumentException(codec + " is not one of the fuzzed messages' codecs");
        }
        return check(index, version, body);
    }

    /** What the run exercised: how the views and the codecs' reads judged the inputs. */
    public String report() {
        return checked.sum() + " inputs checked: read took the whole body and validate() passed "
                + readWhole.sum() + ", read took a prefix and validate() refused the rest " + readPrefix.sum()
                + ", both refused " + bothRefused.sum() + ", validate() passed what read refused as invalid UTF-8 "
                + invalidUtf8.sum();
    }

    private int indexOf(MessageCodec<?> codec) {
        for (int index = 0; index < codecs.size(); index++) {
            if (codecs.get(index).codec() == codec) {
                return index;
            }
        }
        return -1;
    }

    private boolean check(int index, short version, byte[] body) {
        checked.increment();
        Target<?> target = new Target<>(codecs.get(index), messageClasses.get(index), version, body);
        MessageView view = views.apply(target.message);
        ByteBuf exact = Unpooled.wrappedBuffer(body);
        try {
            Answers answers = target.answers(view, exact, 0, false, true, "in a heap buffer of exactly its bytes");
            target.checkAllocation(view, exact);
            ByteBuf direct = surrounded(PooledByteBufAllocator.DEFAULT.directBuffer(body.length + 2 * AROUND),
                    body, 0xff);
            try {
                target.same(answers, target.answers(view, direct.slice(AROUND, body.length), 0, true, false,
                        "sliced out of a pooled direct buffer, validate() first"), direct);
            } finally {
                direct.release();
            }
            ByteBuf heap = surrounded(PooledByteBufAllocator.DEFAULT.heapBuffer(body.length + 2 * AROUND), body, 0x01);
            try {
                target.same(answers, target.answers(view, heap, AROUND, false, false,
                        "at index " + AROUND + " of a pooled heap buffer, 0x01 around"), heap);
            } finally {
                heap.release();
            }
            direct = surrounded(PooledByteBufAllocator.DEFAULT.directBuffer(body.length + 2 * AROUND), body, 0x80);
            try {
                target.same(answers, target.answers(view, direct, AROUND, false, false,
                        "at index " + AROUND + " of a pooled direct buffer, 0x80 around"), direct);
            } finally {
                direct.release();
            }
            target.agreesWithRead(view, exact, answers);
            return answers.validate.equals(PASSES);
        } finally {
            exact.release();
        }
    }

    /** {@code body} with {@value #AROUND} bytes of {@code fill} on either side, in {@code buffer}. */
    private static ByteBuf surrounded(ByteBuf buffer, byte[] body, int fill) {
        for (int i = 0; i < AROUND; i++) {
            buffer.writeByte(fill);
        }
        buffer.writeBytes(body);
        for (int i = 0; i < AROUND; i++) {
            buffer.writeByte(fill);
        }
        return buffer;
    }

    /**
     * The message class of a codec: the type argument of the first generic superclass or interface
     * that is a codec ({@code AbstractApiMessageCodec<CreateTopicsRequest>} for a generated one).
     */
    private static Class<?> messageClass(MessageCodec<?> codec) {
        for (Class<?> type = codec.getClass(); type != null; type = type.getSuperclass()) {
            List<Type> parents = new ArrayList<>(List.of(type.getGenericInterfaces()));
            parents.add(0, type.getGenericSuperclass());
            for (Type parent : parents) {
                if (parent instanceof ParameterizedType generic && generic.getRawType() instanceof Class<?> raw
                        && MessageCodec.class.isAssignableFrom(raw)
                        && generic.getActualTypeArguments()[0] instanceof Class<?> message) {
                    return message;
                }
            }
        }
        throw new IllegalArgumentException(codec + " names no message class");
    }

    /** What the view gave: every accessor's answer, and {@code validate()}'s. */
    private record Answers(List<String> walk, String validate, MalformedMessageException refusal) {
    }

    /** One body, its message and version. */
    private final class Target<T> {
        private final FuzzedCodec<T> fuzzed;
        private final Class<?> message;
        private final short version;
        private final byte[] body;

        Target(FuzzedCodec<T> fuzzed, Class<?> message, short version, byte[] body) {
            this.fuzzed = fuzzed;
            this.message = message;
            this.version = version;
            this.body = body;
        }

        /**
         * Every accessor and {@code validate()} of {@code view} reset to the body at {@code index} of
         * {@code buffer}; {@code validateFirst}: {@code validate()} before the accessors; {@code again}:
         * then every accessor once more, which must answer as the first time.
         */
        Answers answers(MessageView view, ByteBuf buffer, int index, boolean validateFirst, boolean again,
                String where) {
            int readerIndex = buffer.readerIndex();
            int writerIndex = buffer.writerIndex();
            Consumer<MalformedMessageException> inRegion = e -> checkRefusal(e, where);
            try {
                view.reset(buffer, index, body.length, version);
                MalformedMessageException refusal = null;
                if (validateFirst) {
                    refusal = validate(view, inRegion);
                }
                List<String> walk = ViewWalker.transcript(view, message, message.getSimpleName(), inRegion);
                if (!validateFirst) {
                    refusal = validate(view, inRegion);
                }
                if (again) {
                    List<String> second = ViewWalker.transcript(view, message, message.getSimpleName(), inRegion);
                    if (!second.equals(walk)) {
                        throw failure(where + ": walked again, every offset known, the view answers "
                                + firstDifference(walk, second), null);
                    }
                }
                if (buffer.readerIndex() != readerIndex || buffer.writerIndex() != writerIndex) {
                    throw failure(where + ": the view moved the buffer's indexes", null);
                }
                if (buffer.refCnt() != 1) {
                    throw failure(where + ": the view left the buffer's reference count at " + buffer.refCnt(), null);
                }
                return new Answers(walk, refusal == null ? PASSES : "validate() refused: " + refusal.getMessage(),
                        refusal);
            } catch (Failure e) {
                throw e;
            } catch (AssertionError e) {
                throw failure(where + ": " + e.getMessage(), e);
            } catch (RuntimeException | Error e) {
                throw failure(where + ": the view threw " + e + ", not MalformedMessageException", e);
            }
        }

        private MalformedMessageException validate(MessageView view, Consumer<MalformedMessageException> inRegion) {
            try {
                view.validate();
                return null;
            } catch (MalformedMessageException e) {
                inRegion.accept(e);
                return e;
            }
        }

        /** A refusal names a field of the message and an offset within the region. */
        private void checkRefusal(MalformedMessageException e, String where) {
            String name = message.getSimpleName();
            if (e.field() == null || !(e.field().equals(name) || e.field().startsWith(name + "."))
                    || e.offset() < 0 || e.offset() > body.length) {
                throw failure(where + ": the exception does not name a field of " + name + " and an offset within the "
                        + body.length + " bytes: " + e.getMessage(), e);
            }
        }

        /** The same answers as {@code first}, and {@code buffer} still referenced once. */
        void same(Answers first, Answers other, ByteBuf buffer) {
            if (!first.walk.equals(other.walk)) {
                throw failure("in a heap buffer of exactly its bytes and placed otherwise, the view answers "
                        + firstDifference(first.walk, other.walk), null);
            }
            if (!first.validate.equals(other.validate)) {
                throw failure("in a heap buffer of exactly its bytes " + first.validate + ", placed otherwise "
                        + other.validate, null);
            }
            if (buffer.refCnt() != 1) {
                throw failure("the view left the buffer's reference count at " + buffer.refCnt(), null);
            }
        }

        /** {@code validate()} allocates next to nothing, however large a length or count says it is. */
        void checkAllocation(MessageView view, ByteBuf exact) {
            long limit = ALLOCATION_ALLOWANCE + ALLOCATION_PER_BYTE * body.length;
            long allocated = 0;
            // Twice at most: the first may load and initialize classes.
            for (int attempt = 0; attempt < 2; attempt++) {
                view.reset(exact, 0, body.length, version);
                long before = ThreadAllocations.soFar();
                try {
                    view.validate();
                } catch (MalformedMessageException e) {
                    // Checked with the answers.
                }
                allocated = ThreadAllocations.soFar() - before;
                if (allocated <= limit) {
                    return;
                }
            }
            throw failure("validate() allocated " + allocated + " bytes for a body of " + body.length
                    + ": sized by an untrusted length?", null);
        }

        /** The view and the codec's read agree on the body, as the class comment says. */
        void agreesWithRead(MessageView view, ByteBuf exact, Answers answers) {
            ByteBuf in = Unpooled.wrappedBuffer(body);
            T decoded;
            try {
                try {
                    decoded = fuzzed.codec().read(in, version);
                } catch (MalformedMessageException e) {
                    refusedByRead(e, answers);
                    return;
                } catch (RuntimeException | Error e) {
                    throw failure("read threw " + e + ", not MalformedMessageException (DecoderFuzzer's to find)", e);
                }
                try {
                    int used = in.readerIndex();
                    if (used == body.length) {
                        if (answers.refusal != null) {
                            throw failure("read takes the whole body, but " + answers.validate, answers.refusal);
                        }
                        readWhole.increment();
                    } else {
                        if (answers.refusal == null || answers.refusal.offset() != used) {
                            throw failure("read takes " + used + " of the " + body.length + " bytes, but "
                                    + answers.validate + (answers.refusal == null ? "" : ", not at offset " + used),
                                    answers.refusal);
                        }
                        readPrefix.increment();
                    }
                    view.reset(exact, 0, body.length, version);
                    try {
                        ViewWalker.walk(view, message, decoded, message.getSimpleName());
                    } catch (AssertionError | RuntimeException e) {
                        throw failure("read accepts the body, but an accessor differs from the decoded field: "
                                + e.getMessage(), e);
                    }
                } finally {
                    fuzzed.codec().releaseBuffers(decoded);
                }
            } finally {
                in.release();
            }
        }

        private void refusedByRead(MalformedMessageException e, Answers answers) {
            if (answers.refusal != null) {
                bothRefused.increment();
                return;
            }
            if (e.getMessage().contains(INVALID_UTF8)
                    && answers.walk.stream().anyMatch(line -> line.contains(" refused: ") && line.contains(INVALID_UTF8))) {
                invalidUtf8.increment();
                return;
            }
            throw failure("read refuses the body (" + e.getMessage() + "), but validate() passes", e);
        }

        private String firstDifference(List<String> a, List<String> b) {
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                if (!a.get(i).equals(b.get(i))) {
                    return "differently at answer " + i + ": " + a.get(i) + ", then " + b.get(i);
                }
            }
            return a.size() < b.size() ? "more: " + b.get(a.size())
                    : "less, ending before " + a.get(b.size());
        }

        Failure failure(String problem, Throwable cause) {
            return new Failure(fuzzed + " v" + version + ", body " + hex(body) + ": " + problem, cause);
        }
    }

    /** A check that failed, naming the message, the version and the body. */
    private static final class Failure extends AssertionError {
        private static final long serialVersionUID = 1L;

        Failure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static String hex(byte[] bytes) {
        String hex = ByteBufUtil.hexDump(bytes, 0, Math.min(bytes.length, DESCRIBED_BYTES));
        return bytes.length > DESCRIBED_BYTES ? hex + "... (" + bytes.length + " bytes)" : hex;
    }
}
