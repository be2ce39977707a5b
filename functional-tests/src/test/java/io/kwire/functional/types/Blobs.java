package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;

/** Bytes and records fields, held in {@code byte[]} and in {@code ByteBuf}. */
@Versions("0-1")
@Flexible("1+")
class Blobs {
    @NullableVersions("0+")
    byte[] array = new byte[0];
    @NullableVersions("0+")
    ByteBuf buffer = Unpooled.EMPTY_BUFFER;
    @WireType(WireType.Type.RECORDS)
    @NullableVersions("0+")
    ByteBuf records = Unpooled.EMPTY_BUFFER;
    @WireType(WireType.Type.RECORDS)
    @NullableVersions("0+")
    byte[] recordBytes = new byte[0];
    byte[] notNullable = new byte[0];
}
