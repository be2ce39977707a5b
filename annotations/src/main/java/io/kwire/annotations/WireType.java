package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The wire type of a field whose Java type does not say it.
 *
 * <pre>{@code
 * @WireType(WireType.Type.UINT16)
 * public int port;
 *
 * @WireType(WireType.Type.RECORDS) @NullableVersions("0+")
 * public ByteBuf records;
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface WireType {
    /** The wire type. */
    Type value();

    /** Wire types that share a Java type with another. */
    enum Type {
        /** An unsigned 16-bit integer, held in an {@code int}. */
        UINT16,
        /** An unsigned 32-bit integer, held in a {@code long}. */
        UINT32,
        /** A zig-zag variable-length 32-bit integer, held in an {@code int}. */
        VARINT,
        /** A zig-zag variable-length 64-bit integer, held in a {@code long}. */
        VARLONG,
        /** An unsigned variable-length 32-bit integer, held in an {@code int}. */
        UNSIGNED_VARINT,
        /** A record batch as bytes, held in a {@code ByteBuf} or {@code byte[]}. */
        RECORDS
    }
}
