package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Lets a field hold a non-default value when written in a version that lacks it: the value is
 * silently dropped (Kafka's {@code ignorable}). Without it, that write is an error.
 *
 * <pre>{@code
 * @Versions("2+") @Ignorable
 * public int throttleTimeMs;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Ignorable {
}
