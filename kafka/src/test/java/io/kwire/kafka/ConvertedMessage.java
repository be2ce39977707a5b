package io.kwire.kafka;

import io.kwire.codec.MessageCodec;
import io.kwire.testkit.specs.MessageSpec;
import io.kwire.testkit.specs.SpecFiles;
import java.util.List;

/**
 * A spec of the kafka-clients jar with its converted kwire class and, unless Kafka removed the
 * API, the codec kwire generated for it.
 *
 * @param <T> the kwire class
 */
record ConvertedMessage<T>(MessageSpec spec, Class<T> kwireClass, MessageCodec<T> codec) {
    /** Every spec of the jar, each with its kwire class and codec. */
    static final List<ConvertedMessage<?>> ALL = SpecFiles.all().stream()
            .<ConvertedMessage<?>>map(ConvertedMessage::of)
            .toList();

    /** Every spec that has versions, so a codec, each with its kwire class and codec. */
    static final List<ConvertedMessage<?>> WITH_CODECS = ALL.stream().filter(message -> message.codec != null).toList();

    static ConvertedMessage<?> of(MessageSpec spec) {
        Class<?> kwireClass = load(ConvertedMessage.class.getPackageName() + "." + spec.name());
        return of(spec, kwireClass);
    }

    private static <T> ConvertedMessage<T> of(MessageSpec spec, Class<T> kwireClass) {
        return new ConvertedMessage<>(spec, kwireClass, spec.isRemoved() ? null : codecOf(kwireClass));
    }

    /** The generated codec of {@code kwireClass}: {@code <Name>Codec.INSTANCE}. */
    @SuppressWarnings("unchecked")
    static <T> MessageCodec<T> codecOf(Class<T> kwireClass) {
        try {
            return (MessageCodec<T>) load(kwireClass.getName() + "Codec").getField("INSTANCE").get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(kwireClass.getSimpleName() + "Codec has no INSTANCE", e);
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("kwire-kafka has no class " + name
                    + "; run the converter: mvn -pl testkit -am compile exec:java", e);
        }
    }

    String name() {
        return spec.name();
    }

    @Override
    public String toString() {
        return name();
    }
}
