package io.kwire.functional.types;

import io.kwire.annotations.Versions;
import io.kwire.annotations.WireType;

/** The three variable-length integers alone, so that each value's bytes stand out. */
@Versions("0")
class VarNumbers {
    @WireType(WireType.Type.VARINT)
    int varint;
    @WireType(WireType.Type.VARLONG)
    long varlong;
    @WireType(WireType.Type.UNSIGNED_VARINT)
    int unsignedVarint;
}
