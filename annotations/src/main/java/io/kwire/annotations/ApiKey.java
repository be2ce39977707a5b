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

    /**
     * Whether the package's generated {@code KwireApis} uses this class for its API key and type
     * where the package holds several, such as a proxy's partial view beside the full message.
     * Mark one of them; left unmarked, the registry leaves that request or response out, with a
     * warning. A class alone in its package for its key and type is used whether marked or not.
     *
     * <pre>{@code
     * @ApiKey(value = 18, type = MessageType.RESPONSE, primary = true)
     * @Versions("0-4")
     * public class ApiVersionsResponse { ... }
     *
     * @ApiKey(value = 18, type = MessageType.RESPONSE)    // a partial view: its own codec, not in KwireApis
     * @Versions("0-4")
     * public class ApiVersionsView { ... }
     * }</pre>
     */
    boolean primary() default false;
}
