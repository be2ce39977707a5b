package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a field a tagged field (Kafka's {@code tag} and {@code taggedVersions}): it travels in the
 * struct's tagged-field section, and only when it differs from its default.
 *
 * <pre>{@code
 * @Versions("5+") @Tagged(tag = 0)
 * public short topicConfigErrorCode;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Tagged {
    /** The tag, unique within the struct, 0 or more. */
    int tag();

    /**
     * The versions in which the field is tagged; all of them must be flexible. Empty (the
     * default) means the field's versions that are flexible.
     */
    String versions() default "";
}
