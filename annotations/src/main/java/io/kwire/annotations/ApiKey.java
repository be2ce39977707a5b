package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class as a top-level Kafka API message (Kafka's {@code apiKey} and {@code type}).
 * Its generated codec implements {@code io.kwire.codec.ApiMessageCodec}. Requires {@link Versions}.
 *
 * <pre>{@code
 * @ApiKey(value = 20, type = MessageType.REQUEST)
 * @Versions("1-6")
 * @Flexible("4+")
 * public class DeleteTopicsRequest { ... }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ApiKey {
    /** The API key, 0 to 32767. */
    short value();

    /** Whether this class is the API's request or its response. */
    MessageType type();
}
