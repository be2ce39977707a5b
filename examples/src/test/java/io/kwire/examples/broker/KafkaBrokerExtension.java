package io.kwire.examples.broker;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Starts one {@link KafkaBroker} before the tests of a class and closes it after them, handing it to every test,
 * {@code @BeforeAll} or {@code @BeforeEach} method that takes a {@code KafkaBroker} parameter.
 *
 * <pre>{@code
 * @ExtendWith(KafkaBrokerExtension.class)
 * class AgainstKafkaTest {
 *     @Test
 *     void createsATopic(KafkaBroker broker) { ... broker.bootstrap() ... }
 * }
 * }</pre>
 */
public final class KafkaBrokerExtension implements BeforeAllCallback, ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(KafkaBroker.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        broker(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == KafkaBroker.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return broker(context);
    }

    /** The broker of the class's store, which JUnit closes when the class is done; nested classes share it. */
    private static KafkaBroker broker(ExtensionContext context) {
        return context.getStore(NAMESPACE).getOrComputeIfAbsent(KafkaBroker.class, key -> KafkaBroker.start(),
                KafkaBroker.class);
    }
}
