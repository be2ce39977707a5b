package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.kwire.codec.InvalidValueException;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.internal.Splices;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.testkit.oracle.KafkaBridge;
import io.kwire.testkit.oracle.KafkaWire;
import io.kwire.testkit.oracle.RandomKafkaData;
import io.kwire.testkit.views.ViewWalker;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.kafka.common.protocol.Message;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The oracle of patches: every message of kwire-kafka at every version, on random instances that
 * Kafka writes. For each number, boolean, UUID, string, bytes and records field of the message, of
 * its structs and of the first and last element of each array of structs, a patch set on a view
 * and built into a new body equals, byte for byte, decoding the whole message with kwire's codec,
 * making the same change and encoding again, and Kafka's class written with the same values; so
 * does every patch of an instance set at once, and the first and last element of each array of
 * structs replaced. One value in five is the field's default: a tagged field sent is then removed,
 * and one not sent, set to anything else, is added. A value the field refuses (null where it may
 * not be) is refused by the setter and by the codec alike. Every bytes and records field the patch did
 * not touch that is longer than the spans a new body copies ({@link Splices#COPIED_SPAN}), and the
 * new value of one it did, is the same memory in the new body (a byte changed in it shows through),
 * not a copy. {@code -Dkwire.patches.seeds=N} runs more instances.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ViewPatchTest {
    static final int INSTANCES_PER_VERSION = Integer.getInteger("kwire.patches.seeds", 4);
    private static final byte[] PREFIX = {(byte) 0xAA, (byte) 0xBB, (byte) 0xCC};
    private static final byte[] TRAILER = {0x7F, 0x00};
    private static final ByteBufAllocator ALLOC = PooledByteBufAllocator.DEFAULT;
    private static final AtomicLong CHECKED = new AtomicLong();
    private static final AtomicLong REFUSED = new AtomicLong();
    private static final AtomicLong DEFAULTS = new AtomicLong();
    private static final AtomicLong SHARED = new AtomicLong();
    private static final AtomicLong ELEMENTS = new AtomicLong();
    private static final AtomicLong KEPT_DEFAULT_STRUCTS = new AtomicLong();

    /** One step from a struct to a struct it holds: a struct field, or element {@code index} of an array of structs. */
    private record Step(Field field, int index) {
    }

    /** A field to patch: the struct that holds it, reached from the message, and the field. */
    private record Target(List<Step> path, Field field) {
        @Override
        public String toString() {
            StringBuilder where = new StringBuilder();
            for (Step step : path) {
                where.append('.').append(step.field().getName())
                        .append(step.index() < 0 ? "" : "[" + step.index() + "]");
            }
            return where.append('.').append(field.getName()).toString();
        }
    }

    @TestFactory
    Stream<DynamicContainer> aPatchEqualsDecodeChangeAndEncode() {
        return ConvertedMessage.WITH_CODECS.stream().map(ViewPatchTest::versions);
    }

    @AfterAll
    static void counts() {
        System.out.printf("ViewPatchTest: %d patched bodies checked, %d values refused alike, %d fields set to their"
                + " default (a tagged one removed), %d bytes fields seen shared, %d elements replaced, %d patches"
                + " not checked: they leave a struct field all default (not done)%n",
                CHECKED.get(), REFUSED.get(), DEFAULTS.get(), SHARED.get(), ELEMENTS.get(),
                KEPT_DEFAULT_STRUCTS.get());
    }

    private static <T> DynamicContainer versions(ConvertedMessage<T> message) {
        return dynamicContainer(message.name(), message.spec().versions().stream().map(version -> dynamicTest(
                message.name() + " v" + version, () -> {
                    Object view = ViewWalker.newView(message.kwireClass());
                    Object patchedView = ViewWalker.newView(message.kwireClass());
                    for (long seed = 0; seed < INSTANCES_PER_VERSION; seed++) {
                        check(message, view, patchedView, version, seed);
                    }
                })));
    }

    /** The harness itself: a setter that writes a wrong value is caught. */
    @Test
    void aWrongPatchIsCaught() {
        CreateTopicsRequest request = new CreateTopicsRequest();
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = "orders";
        request.topics.add(topic);
        request.timeoutMs = 30000;
        short version = 7;
        ByteBuf in = Unpooled.buffer();
        try {
            CreateTopicsRequestCodec.INSTANCE.write(request, in, version);
            CreateTopicsRequestView view = new CreateTopicsRequestView().reset(in, version);
            view.setTimeoutMs(5);
            view.topics(0).setName("tenant-orders");
            assertEquals(2, view.patchCount());
            request.timeoutMs = 5;
            topic.name = "tenant-orders";
            ByteBuf expected = Unpooled.buffer();
            CreateTopicsRequestCodec.INSTANCE.write(request, expected, version);
            ByteBuf patched = view.patched(ALLOC);
            try {
                assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(patched));
                topic.name = "tenant-order";
                ByteBuf other = Unpooled.buffer();
                CreateTopicsRequestCodec.INSTANCE.write(request, other, version);
                assertTrue(!ByteBufUtil.equals(other, patched), "a different value gives different bytes");
            } finally {
                patched.release();
            }
            view.clearPatches();
            ByteBuf unchanged = view.patched(ALLOC);
            try {
                assertEquals(ByteBufUtil.hexDump(in), ByteBufUtil.hexDump(unchanged));
            } finally {
                unchanged.release();
            }
        } finally {
            in.release();
        }
    }

    /**
     * The guide's case: a Produce request's acks and transactional id set and one partition's
     * records replaced. The other partition's records and the new ones are the same memory in the
     * result, which outlives the original buffer's release.
     */
    @Test
    void aProduceRequestIsPatchedAroundItsRecords() {
        short version = 9;
        ByteBuf records0 = ALLOC.directBuffer().writeBytes(pattern(300, 1));
        ByteBuf records1 = ALLOC.directBuffer().writeBytes(pattern(200, 2));
        ByteBuf replacement = ALLOC.heapBuffer().writeBytes(pattern(500, 3));
        ProduceRequest request = new ProduceRequest();
        request.acks = 1;
        request.timeoutMs = 30000;
        ProduceRequest.TopicProduceData topic = new ProduceRequest.TopicProduceData();
        topic.name = "orders";
        ProduceRequest.PartitionProduceData partition0 = new ProduceRequest.PartitionProduceData();
        partition0.index = 0;
        partition0.records = records0;
        ProduceRequest.PartitionProduceData partition1 = new ProduceRequest.PartitionProduceData();
        partition1.index = 1;
        partition1.records = records1;
        topic.partitionData.add(partition0);
        topic.partitionData.add(partition1);
        request.topicData.add(topic);
        ByteBuf in = ALLOC.directBuffer();
        ByteBuf expected = Unpooled.buffer();
        ByteBuf patched = null;
        try {
            ProduceRequestCodec.INSTANCE.write(request, in, version);
            ProduceRequestView view = new ProduceRequestView().reset(in, version);
            view.setAcks((short) -1).setTransactionalId("tenant-a.tx");
            view.topicData(0).partitionData(1).setRecords(replacement);
            assertEquals(3, view.patchCount());
            request.acks = -1;
            request.transactionalId = "tenant-a.tx";
            partition1.records = replacement;
            ProduceRequestCodec.INSTANCE.write(request, expected, version);
            patched = view.patched(ALLOC);
            assertTrue(patched instanceof io.netty.buffer.CompositeByteBuf, "a composite of slices and new bytes");
            assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(patched));
            ProduceRequestView after = new ProduceRequestView().reset(patched, version);
            assertShared(view.topicData(0).partitionData(0).records(), after.topicData(0).partitionData(0).records(),
                    "the records not patched");
            assertShared(replacement, after.topicData(0).partitionData(1).records(), "the new records");
            in.release();
            in = null;
            assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(patched), "after the original's release");
        } finally {
            if (in != null) {
                in.release();
            }
            if (patched != null) {
                patched.release();
            }
            expected.release();
            replacement.release();
            records0.release();
            records1.release();
        }
    }

    private static byte[] pattern(int length, int seed) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = (byte) (i * 31 + seed);
        }
        return bytes;
    }

    /**
     * Names set backwards, from the last topic to the first, and one set twice: the later patch of a field
     * replaces the earlier, wherever the walk stood, against decode, change, encode.
     */
    @Test
    void aFieldSetAgainKeepsTheLastValueInAnyOrder() {
        CreateTopicsRequest request = new CreateTopicsRequest();
        for (String name : List.of("orders", "payments", "audit")) {
            CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
            topic.name = name;
            topic.numPartitions = 3;
            request.topics.add(topic);
        }
        short version = 7;
        ByteBuf in = ALLOC.heapBuffer();
        try {
            CreateTopicsRequestCodec.INSTANCE.write(request, in, version);
            CreateTopicsRequestView view = new CreateTopicsRequestView().reset(in, version);
            for (int t = 2; t >= 0; t--) {
                view.topics(t).setName("first." + view.topics(t).name());
            }
            view.topics(1).setName("acme.payments");
            view.topics(2).setName("acme.audit");
            view.topics(0).setName("acme.orders");
            request.topics.get(0).name = "acme.orders";
            request.topics.get(1).name = "acme.payments";
            request.topics.get(2).name = "acme.audit";
            ByteBuf expected = ALLOC.heapBuffer();
            ByteBuf patched = view.patched(ALLOC);
            try {
                CreateTopicsRequestCodec.INSTANCE.write(request, expected, version);
                assertEquals(ByteBufUtil.hexDump(expected), ByteBufUtil.hexDump(patched));
                assertEquals(3, view.patchCount(), "one patch a field");
            } finally {
                patched.release();
                expected.release();
            }
        } finally {
            in.release();
        }
    }

    /** An element replaced and a field inside it set: {@code patched} refuses, and leaks nothing. */
    @Test
    void overlappingPatchesAreRefused() {
        CreateTopicsRequest request = new CreateTopicsRequest();
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = "orders";
        request.topics.add(topic);
        short version = 7;
        ByteBuf in = ALLOC.heapBuffer();
        try {
            CreateTopicsRequestCodec.INSTANCE.write(request, in, version);
            CreateTopicsRequestView view = new CreateTopicsRequestView().reset(in, version);
            view.setTopics(0, new CreateTopicsRequest.CreatableTopic());
            view.topics(0).setName("inside");
            assertThrows(IllegalStateException.class, () -> view.patched(ALLOC));
        } finally {
            in.release();
        }
    }

    /**
     * Tagged fields added (between two sent), changed inside a tagged array (its size rewritten) and
     * removed, with the section's count rewritten; then the addition taken back.
     */
    @Test
    void taggedFieldsAreAddedChangedAndRemoved() {
        short version = 3;
        ApiVersionsResponse response = new ApiVersionsResponse();
        ApiVersionsResponse.SupportedFeatureKey feature = new ApiVersionsResponse.SupportedFeatureKey();
        feature.name = "metadata.version";
        feature.minVersion = 1;
        feature.maxVersion = 20;
        response.supportedFeatures.add(feature);
        response.zkMigrationReady = true;
        ByteBuf in = ALLOC.directBuffer();
        try {
            ApiVersionsResponseCodec.INSTANCE.write(response, in, version);
            ApiVersionsResponseView view = new ApiVersionsResponseView().reset(in, version);
            view.setFinalizedFeaturesEpoch(7L).setZkMigrationReady(false);
            view.supportedFeatures(0).setName("a name longer than before, in a tagged array of structs");
            response.finalizedFeaturesEpoch = 7L;
            response.zkMigrationReady = false;
            feature.name = "a name longer than before, in a tagged array of structs";
            assertPatched(view, response, version);
            view.setFinalizedFeaturesEpoch(-1L);
            response.finalizedFeaturesEpoch = -1L;
            assertPatched(view, response, version);
        } finally {
            in.release();
        }
    }

    private static void assertPatched(ApiVersionsResponseView view, ApiVersionsResponse expected, short version) {
        ByteBuf encoded = Unpooled.buffer();
        ByteBuf patched = view.patched(ALLOC);
        try {
            ApiVersionsResponseCodec.INSTANCE.write(expected, encoded, version);
            assertEquals(ByteBufUtil.hexDump(encoded), ByteBufUtil.hexDump(patched));
            assertArrayEquals(kafkaBytes(expected, version), ByteBufUtil.getBytes(patched), "Kafka's class");
        } finally {
            patched.release();
            encoded.release();
        }
    }

    private static <T> void check(ConvertedMessage<T> message, Object view, Object patchedView, short version,
            long seed) {
        Message original = new RandomKafkaData(message.spec(), version, seed).message();
        byte[] bytes = KafkaWire.write(original, version);
        int length = PREFIX.length + bytes.length + TRAILER.length;
        ByteBuf in = seed % 2 == 0 ? PooledByteBufAllocator.DEFAULT.heapBuffer(length) : Unpooled.directBuffer(length);
        String where = message.name() + " v" + version + " seed " + seed;
        try {
            in.writeBytes(PREFIX).writeBytes(bytes).writeBytes(TRAILER);
            T decoded = read(message, in, bytes.length, version);
            List<Target> targets = new ArrayList<>();
            try {
                assertArrayEquals(bytes, encode(message, decoded, version), where + ": kwire re-encodes Kafka's bytes");
                ViewWalker.reset(view, in, PREFIX.length, bytes.length, version);
                collect(view, message.kwireClass(), List.of(), targets);
            } finally {
                message.codec().releaseBuffers(decoded);
            }
            Random random = new Random(seed);
            for (Target target : targets) {
                patchOne(message, view, patchedView, in, bytes.length, version, targets, target, random,
                        where + " " + target);
            }
            List<Target> elements = new ArrayList<>();
            ViewWalker.reset(view, in, PREFIX.length, bytes.length, version);
            collectElements(view, message.kwireClass(), List.of(), elements);
            for (Target element : elements) {
                replaceElement(message, view, in, bytes.length, version, element, where + " " + element);
            }
            patchAll(message, view, in, bytes.length, version, targets, random, where + " every field at once");
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(where + ": " + e.getMessage(), e);
        } finally {
            in.release();
        }
    }

    private static <T> T read(ConvertedMessage<T> message, ByteBuf in, int length, short version) {
        ByteBuf body = in.duplicate();
        body.setIndex(PREFIX.length, PREFIX.length + length);
        return message.codec().read(body, version);
    }

    private static <T> byte[] encode(ConvertedMessage<T> message, T decoded, short version) {
        ByteBuf out = Unpooled.buffer();
        try {
            message.codec().write(decoded, out, version);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** One field patched: the new body against decode, change, encode, and the bytes fields around it shared. */
    private static <T> void patchOne(ConvertedMessage<T> message, Object view, Object patchedView, ByteBuf in,
            int length, short version, List<Target> targets, Target target, Random random, String where) {
        T copy = read(message, in, length, version);
        Object value = null;
        try {
            value = newValue(target.field(), random);
            ViewWalker.reset(view, in, PREFIX.length, length, version);
            try {
                setter(view, target).invoke(view, value);
            } catch (UnsupportedVersionException | InvalidValueException refused) {
                assertEquals(0, (Integer) ViewWalker.invoke(method(view, "patchCount"), view), where);
                set(copy, target, value);
                assertThrows(RuntimeException.class, () -> encode(message, copy, version), where
                        + ": the view refused " + value + ", the codec did not");
                REFUSED.incrementAndGet();
                return;
            }
            set(copy, target, value);
            if (holdsADefaultStruct(copy, target)) {
                // Not done yet: a struct field left all default by the patch, which the codec would not
                // write were it tagged, is kept.
                KEPT_DEFAULT_STRUCTS.incrementAndGet();
                return;
            }
            byte[] expected = encode(message, copy, version);
            ByteBuf patched = (ByteBuf) ViewWalker.invoke(method(view, "patched", ByteBufAllocator.class), view, ALLOC);
            try {
                assertArrayEquals(expected, ByteBufUtil.getBytes(patched), where + ": patched against decode, change,"
                        + " encode");
                assertArrayEquals(kafkaBytes(copy, version), expected, where + ": Kafka's class");
                ViewWalker.reset(patchedView, patched, patched.readerIndex(), patched.readableBytes(), version);
                ViewWalker.validate(patchedView);
                for (Target other : targets) {
                    if (other != target && other.field().getType() == ByteBuf.class) {
                        assertSharedIfLong(fieldSlice(view, other), fieldSlice(patchedView, other), where + " " + other);
                    }
                }
                if (value instanceof ByteBuf newValue) {
                    assertShared(newValue, fieldSlice(patchedView, target), where + " (the new value)");
                }
                CHECKED.incrementAndGet();
            } finally {
                patched.release();
            }
        } finally {
            message.codec().releaseBuffers(copy);
            if (value instanceof ByteBuf buffer) {
                buffer.release();
            }
        }
    }

    /**
     * Element {@code index} of an array of structs replaced by a new struct of default values: the
     * new body against decode, replace, encode.
     */
    private static <T> void replaceElement(ConvertedMessage<T> message, Object view, ByteBuf in, int length,
            short version, Target target, String where) {
        T copy = read(message, in, length, version);
        Step last = target.path().get(target.path().size() - 1);
        Class<?> elementType = (Class<?>) ((ParameterizedType) last.field().getGenericType())
                .getActualTypeArguments()[0];
        Object fresh;
        try {
            fresh = elementType.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        Target holder = new Target(target.path().subList(0, target.path().size() - 1), last.field());
        List<Object> list = null;
        Object replaced = null;
        try {
            ViewWalker.reset(view, in, PREFIX.length, length, version);
            Object holderView = holder(view, holder);
            String name = last.field().getName();
            @SuppressWarnings("unchecked")
            List<Object> held = (List<Object>) get(copy, holder);
            list = held;
            replaced = list.set(last.index(), fresh);
            try {
                ViewWalker.invoke(method(holderView, "set" + Character.toUpperCase(name.charAt(0))
                        + name.substring(1), int.class, elementType), holderView, last.index(), fresh);
            } catch (UnsupportedVersionException | InvalidValueException refused) {
                // A struct of defaults may hold a null its version refuses: the codec refuses it too.
                assertEquals(0, (Integer) ViewWalker.invoke(method(view, "patchCount"), view), where);
                assertThrows(RuntimeException.class, () -> encode(message, copy, version), where
                        + ": the view refused the new element, the codec did not");
                REFUSED.incrementAndGet();
                return;
            }
            byte[] expected = encode(message, copy, version);
            ByteBuf patched = (ByteBuf) ViewWalker.invoke(method(view, "patched", ByteBufAllocator.class), view, ALLOC);
            try {
                assertArrayEquals(expected, ByteBufUtil.getBytes(patched), where + ": replaced against decode,"
                        + " replace, encode");
                assertArrayEquals(kafkaBytes(copy, version), expected, where + ": Kafka's class");
                CHECKED.incrementAndGet();
                ELEMENTS.incrementAndGet();
            } finally {
                patched.release();
            }
        } finally {
            if (list != null) {
                list.set(last.index(), replaced);
            }
            message.codec().releaseBuffers(copy);
        }
    }

    /** Every element of an array of structs that {@link #collect} would visit, as a path whose last step is it. */
    private static void collectElements(Object view, Class<?> type, List<Step> path, List<Target> out) {
        for (Field field : KafkaBridge.instanceFields(type)) {
            Class<?> fieldType = field.getType();
            String name = field.getName();
            try {
                if (List.class.isAssignableFrom(fieldType)) {
                    Class<?> element = (Class<?>) ((ParameterizedType) field.getGenericType())
                            .getActualTypeArguments()[0];
                    if (!KafkaBridge.isStruct(element)) {
                        continue;
                    }
                    int count = (Integer) ViewWalker.invoke(method(view, name + "Count"), view);
                    for (int index : count <= 0 ? new int[0] : count == 1 ? new int[] {0} : new int[] {0, count - 1}) {
                        List<Step> here = append(path, new Step(field, index));
                        out.add(new Target(here, field));
                        Object child = ViewWalker.invoke(method(view, name, int.class), view, index);
                        collectElements(child, element, here, out);
                    }
                } else if (KafkaBridge.isStruct(fieldType)) {
                    Object child = ViewWalker.invoke(method(view, name), view);
                    if (child != null) {
                        collectElements(child, fieldType, append(path, new Step(field, -1)), out);
                    }
                }
            } catch (UnsupportedVersionException absent) {
                // The version lacks the field.
            }
        }
    }

    /** Whether a struct field (not an element) on the target's path now holds only its defaults. */
    private static boolean holdsADefaultStruct(Object message, Target target) {
        Object at = message;
        try {
            for (Step step : target.path()) {
                Object held = step.field().get(at);
                at = step.index() < 0 ? held : ((List<?>) held).get(step.index());
                if (step.index() < 0 && at != null && isDefault(at)) {
                    return true;
                }
            }
            return false;
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    private static boolean isDefault(Object struct) {
        try {
            Object fresh = struct.getClass().getConstructor().newInstance();
            for (Field field : KafkaBridge.instanceFields(struct.getClass())) {
                Object a = field.get(fresh);
                Object b = field.get(struct);
                if (!java.util.Objects.deepEquals(a, b) && !(a instanceof List<?> x && b instanceof List<?> y
                        && x.equals(y))) {
                    return false;
                }
            }
            return true;
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The value of the target's field in a decoded message. */
    private static Object get(Object message, Target target) {
        Object at = message;
        try {
            for (Step step : target.path()) {
                Object held = step.field().get(at);
                at = step.index() < 0 ? held : ((List<?>) held).get(step.index());
            }
            return target.field().get(at);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** Every field patched on one view: the patches, sorted, with every tagged size they change rewritten once. */
    private static <T> void patchAll(ConvertedMessage<T> message, Object view, ByteBuf in, int length, short version,
            List<Target> targets, Random random, String where) {
        T copy = read(message, in, length, version);
        List<ByteBuf> values = new ArrayList<>();
        try {
            ViewWalker.reset(view, in, PREFIX.length, length, version);
            for (Target target : targets) {
                Object value = newValue(target.field(), random);
                if (value instanceof ByteBuf buffer) {
                    values.add(buffer);
                }
                try {
                    setter(view, target).invoke(view, value);
                } catch (UnsupportedVersionException | InvalidValueException refused) {
                    continue;
                }
                set(copy, target, value);
            }
            for (Target target : targets) {
                if (holdsADefaultStruct(copy, target)) {
                    KEPT_DEFAULT_STRUCTS.incrementAndGet();
                    return;
                }
            }
            byte[] expected = encode(message, copy, version);
            ByteBuf patched = (ByteBuf) ViewWalker.invoke(method(view, "patched", ByteBufAllocator.class), view, ALLOC);
            try {
                assertArrayEquals(expected, ByteBufUtil.getBytes(patched), where);
                assertArrayEquals(kafkaBytes(copy, version), expected, where + ": Kafka's class");
                CHECKED.incrementAndGet();
            } finally {
                patched.release();
            }
        } finally {
            message.codec().releaseBuffers(copy);
            values.forEach(ByteBuf::release);
        }
    }

    private static byte[] kafkaBytes(Object kwire, short version) {
        return KafkaWire.write((Message) KafkaBridge.toKafka(kwire), version);
    }

    /** {@link #assertShared} for a field longer than {@link Splices#COPIED_SPAN}: a shorter one may be copied. */
    private static void assertSharedIfLong(ByteBuf source, ByteBuf patched, String where) {
        if (source != null && source.readableBytes() > Splices.COPIED_SPAN) {
            assertShared(source, patched, where);
        }
    }

    /**
     * A byte changed in {@code source} shows in {@code patched}: the same memory. Both are null or
     * empty alike, or neither is checked.
     */
    private static void assertShared(ByteBuf source, ByteBuf patched, String where) {
        if (source == null || patched == null || !source.isReadable()) {
            return;
        }
        assertEquals(source.readableBytes(), patched.readableBytes(), where);
        int at = source.readerIndex() + source.readableBytes() / 2;
        byte before = source.getByte(at);
        source.setByte(at, before ^ 0x5A);
        try {
            assertEquals((byte) (before ^ 0x5A), patched.getByte(patched.readerIndex() + source.readableBytes() / 2),
                    where + ": a bytes field of the patched body is a copy, not the original memory");
        } finally {
            source.setByte(at, before);
        }
        SHARED.incrementAndGet();
    }

    /** Every patchable field of the struct {@code view} stands on, and of the structs it holds, in the version. */
    private static void collect(Object view, Class<?> type, List<Step> path, List<Target> out) {
        for (Field field : KafkaBridge.instanceFields(type)) {
            if (field.getGenericType() instanceof ParameterizedType list
                    && list.getActualTypeArguments()[0] == RawTaggedField.class) {
                continue;
            }
            String name = field.getName();
            Class<?> fieldType = field.getType();
            try {
                if (List.class.isAssignableFrom(fieldType) || fieldType.isArray() && fieldType != byte[].class) {
                    Class<?> element = fieldType.isArray() ? fieldType.getComponentType()
                            : (Class<?>) ((ParameterizedType) field.getGenericType()).getActualTypeArguments()[0];
                    if (!KafkaBridge.isStruct(element)) {
                        continue;
                    }
                    int count = (Integer) ViewWalker.invoke(method(view, name + "Count"), view);
                    for (int index : count <= 0 ? new int[0] : count == 1 ? new int[] {0} : new int[] {0, count - 1}) {
                        Object child = ViewWalker.invoke(method(view, name, int.class), view, index);
                        collect(child, element, append(path, new Step(field, index)), out);
                    }
                } else if (KafkaBridge.isStruct(fieldType)) {
                    Object child = ViewWalker.invoke(method(view, name), view);
                    if (child != null) {
                        collect(child, fieldType, append(path, new Step(field, -1)), out);
                    }
                } else {
                    ViewWalker.invoke(method(view, name), view);
                    out.add(new Target(path, field));
                }
            } catch (UnsupportedVersionException absent) {
                // The version lacks the field.
            }
        }
    }

    private static List<Step> append(List<Step> path, Step step) {
        List<Step> longer = new ArrayList<>(path);
        longer.add(step);
        return longer;
    }

    /** The view of the struct that holds the target, reached from the message's view. */
    private static Object holder(Object view, Target target) {
        Object at = view;
        for (Step step : target.path()) {
            String name = step.field().getName();
            at = step.index() < 0 ? ViewWalker.invoke(method(at, name), at)
                    : ViewWalker.invoke(method(at, name, int.class), at, step.index());
        }
        return at;
    }

    private static ByteBuf fieldSlice(Object view, Target target) {
        Object holder = holder(view, target);
        return (ByteBuf) ViewWalker.invoke(method(holder, target.field().getName()), holder);
    }

    /** The target's setter, on the view of the struct that holds it: call it with the new value. */
    private interface Setter {
        void invoke(Object view, Object value);
    }

    private static Setter setter(Object view, Target target) {
        return (ignored, value) -> {
            Object holder = holder(view, target);
            String name = target.field().getName();
            Method setter = method(holder, "set" + Character.toUpperCase(name.charAt(0)) + name.substring(1),
                    target.field().getType());
            ViewWalker.invoke(setter, holder, value);
        };
    }

    /** Sets the target in a decoded message; a new buffer is retained for the message, the old one released. */
    private static void set(Object message, Target target, Object value) {
        Object at = message;
        try {
            for (Step step : target.path()) {
                Object held = step.field().get(at);
                at = step.index() < 0 ? held
                        : held instanceof List<?> list ? list.get(step.index())
                        : java.lang.reflect.Array.get(held, step.index());
            }
            Field field = target.field();
            if (field.getType() == ByteBuf.class) {
                ByteBuf old = (ByteBuf) field.get(at);
                if (old != null) {
                    old.release();
                }
                field.set(at, value == null ? null : ((ByteBuf) value).retainedDuplicate());
            } else {
                field.set(at, value);
            }
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A new value of a field's type: one time in five the field's default (which removes a tagged
     * field), else numbers from the whole range, strings empty, short, non-ASCII and longer than a
     * one-byte compact prefix, bytes of those lengths, and sometimes null.
     */
    private static Object newValue(Field field, Random random) {
        Class<?> type = field.getType();
        if (random.nextInt(5) == 0) {
            DEFAULTS.incrementAndGet();
            try {
                Object value = field.get(field.getDeclaringClass().getConstructor().newInstance());
                return value instanceof ByteBuf buffer ? buffer.retainedDuplicate() : value;
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        if (type == byte.class) {
            return (byte) random.nextInt();
        } else if (type == short.class) {
            return (short) random.nextInt();
        } else if (type == int.class) {
            return random.nextInt();
        } else if (type == long.class) {
            return random.nextLong();
        } else if (type == double.class) {
            return random.nextDouble();
        } else if (type == boolean.class) {
            return random.nextBoolean();
        } else if (type == UUID.class) {
            return random.nextInt(6) == 0 ? null : new UUID(random.nextLong(), random.nextLong());
        }
        int choice = random.nextInt(6);
        if (choice == 0) {
            return null;
        }
        int length = new int[] {0, 3, 11, 200, 300}[choice - 1];
        if (type == String.class) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < length; i++) {
                text.append(i % 7 == 3 ? 'é' : (char) ('a' + random.nextInt(26)));
            }
            return text.toString();
        }
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        if (type == byte[].class) {
            return bytes;
        }
        ByteBuf buffer = random.nextBoolean() ? ALLOC.directBuffer(length) : ALLOC.heapBuffer(length);
        return buffer.writeBytes(bytes);
    }

    private static Method method(Object view, String name, Class<?>... parameters) {
        try {
            return view.getClass().getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(view.getClass().getSimpleName() + " has no method " + name, e);
        }
    }
}
