package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A UUID, and arrays of every element type: lists of each boxed primitive, of strings, UUIDs and
 * structs, and primitive arrays.
 */
@Versions("0-1")
@Flexible("1+")
class ElementTypes {
    UUID uuid = new UUID(0, 0);
    List<Integer> ints = new ArrayList<>();
    List<Long> longs = new ArrayList<>();
    List<Short> shorts = new ArrayList<>();
    List<Byte> bytes = new ArrayList<>();
    List<Double> doubles = new ArrayList<>();
    List<Boolean> booleans = new ArrayList<>();
    List<String> strings = new ArrayList<>();
    List<UUID> uuids = new ArrayList<>();
    List<Item> items = new ArrayList<>();
    int[] intArray = new int[0];
    long[] longArray = new long[0];
    short[] shortArray = new short[0];
    @NullableVersions("0+")
    List<Integer> nullableInts = new ArrayList<>();
    @NullableVersions("0+")
    long[] nullableLongs = new long[0];
}
