package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a class: the versions the message is valid in (Kafka's {@code validVersions}); every class
 * that gets a codec carries it. On a field: the versions the field exists in (Kafka's
 * {@code versions}), clipped to the message's; without it, all of the message's versions.
 *
 * <p>The syntax is {@code "N"}, {@code "N+"}, {@code "N-M"} (inclusive) or {@code "none"}.
 *
 * <pre>{@code
 * @Versions("2-7")
 * public class CreateTopicsRequest {
 *     @Versions("1+") public boolean validateOnly;
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.FIELD})
public @interface Versions {
    /** A version range such as {@code "2-7"} or {@code "5+"}. */
    String value();
}
