package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a class: the message's flexible versions (Kafka's {@code flexibleVersions}), in which
 * strings, bytes and arrays are compact and every struct ends with a tagged-field section;
 * without it, {@code "none"}. On a field: narrows flexibility for that field only, so that
 * {@code @Flexible("none")} keeps an int16-prefixed string inside a flexible message.
 *
 * <pre>{@code
 * @Versions("1-2")
 * @Flexible("2+")
 * public class RequestHeader {
 *     @NullableVersions("1+") @Flexible("none") public String clientId;
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.FIELD})
public @interface Flexible {
    /** A version range such as {@code "5+"}, or {@code "none"}. */
    String value();
}
