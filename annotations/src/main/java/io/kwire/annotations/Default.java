package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The field's default (Kafka's {@code default}): the value read for a version that lacks the
 * field or for a tagged field that was not sent, and the value a tagged field is not written at.
 * Decimal or {@code 0x} hex numbers, {@code true}/{@code false} (any case), {@code null}, a
 * string, or a UUID in Kafka's base64 form. Without it: 0, {@code false}, {@code ""}, empty
 * arrays and bytes, the zero UUID, a default-constructed struct.
 *
 * <pre>{@code
 * @Default("60000")
 * public int timeoutMs = 60000;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Default {
    /** The default, written as in Kafka's message specs. */
    String value();
}
