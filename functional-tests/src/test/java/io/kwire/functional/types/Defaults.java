package io.kwire.functional.types;

import io.kwire.annotations.Default;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;
import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Fields that version 0 lacks, each with a {@code @Default} or Kafka's implied default. The Java
 * initializers deliberately differ from the defaults, so a test sees that reading sets them.
 */
@Versions("0-1")
class Defaults {
    int always;
    @Versions("1+")
    @Default("-1")
    byte int8;
    @Versions("1+")
    @Default("0x7fff")
    short int16;
    @Versions("1+")
    @Default("-2147483648")
    int int32;
    @Versions("1+")
    @Default("0x7fffffffffffffff")
    long int64;
    @Versions("1+")
    @Default("2.5")
    double float64;
    @Versions("1+")
    @Default("TRUE")
    boolean yes;
    @Versions("1+")
    @Default("false")
    boolean no = true;
    @Versions("1+")
    @Default("65535")
    @WireType(WireType.Type.UINT16)
    int uint16;
    @Versions("1+")
    @Default("0xffffffff")
    @WireType(WireType.Type.UINT32)
    long uint32;
    @Versions("1+")
    @Default("-3")
    @WireType(WireType.Type.VARINT)
    int varint;
    @Versions("1+")
    @Default("-4")
    @WireType(WireType.Type.VARLONG)
    long varlong;
    @Versions("1+")
    @Default("5")
    @WireType(WireType.Type.UNSIGNED_VARINT)
    int unsignedVarint;
    @Versions("1+")
    @Default("hello")
    String text;
    @Versions("1+")
    @NullableVersions("1+")
    @Default("null")
    String nullText = "not null";
    @Versions("1+")
    @Default("AAAAAAAAAAAAAAAAAAAAAQ")
    UUID uuid;
    @Versions("1+")
    @Default("_____________________w")
    UUID allOnesUuid;
    @Versions("1+")
    @NullableVersions("1+")
    @Default("null")
    byte[] nullBytes = {1};
    @Versions("1+")
    @NullableVersions("1+")
    @Default("null")
    List<String> nullList = new ArrayList<>();
    @Versions("1+")
    @NullableVersions("1+")
    @Default("null")
    Settings nullStruct = new Settings();
    @Versions("1+")
    String impliedText;
    @Versions("1+")
    UUID impliedUuid;
    @Versions("1+")
    byte[] impliedBytes;
    @Versions("1+")
    ByteBuf impliedBuffer;
    @Versions("1+")
    List<Integer> impliedList;
    @Versions("1+")
    int[] impliedArray;
    @Versions("1+")
    Settings impliedStruct;

    /** A struct whose default-constructed form has defaults of its own. */
    static class Settings {
        @Default("7")
        int seven;
        @Default("x")
        String x = "";
    }
}
