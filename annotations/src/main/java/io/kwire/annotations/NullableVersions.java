package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The versions in which a string, bytes, array or struct field may be null (Kafka's
 * {@code nullableVersions}). Outside them, writing a null is an error.
 *
 * <pre>{@code
 * @NullableVersions("6+")
 * public String name;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface NullableVersions {
    /** A version range such as {@code "6+"}. */
    String value();
}
