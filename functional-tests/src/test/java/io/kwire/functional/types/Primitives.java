package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;

/** Every number and boolean wire type, each in the Java type that holds it. */
@Versions("0-1")
@Flexible("1+")
class Primitives {
    byte int8;
    short int16;
    int int32;
    long int64;
    double float64;
    boolean bool;
    @WireType(WireType.Type.UINT16)
    int uint16;
    @WireType(WireType.Type.UINT32)
    long uint32;
    @WireType(WireType.Type.VARINT)
    int varint;
    @WireType(WireType.Type.VARLONG)
    long varlong;
    @WireType(WireType.Type.UNSIGNED_VARINT)
    int unsignedVarint;
}
