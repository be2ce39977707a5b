package io.kwire.functional.types;

import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Tagged fields of every kind, declared out of tag order (5, 2, 130, 0, 9), and the list that keeps
 * unknown ones. The tagged fields exist only in the flexible version 1.
 */
@Versions("0-1")
@Flexible("1+")
class Tags {
    int id;
    @Versions("1+")
    @Tagged(tag = 5)
    String note = "";
    @Versions("1+")
    @Tagged(tag = 2)
    Point where = new Point();
    @Versions("1+")
    @Tagged(tag = 130)
    @NullableVersions("1+")
    @Default("abc")
    String label = "abc";
    @Versions("1+")
    @Tagged(tag = 0)
    @Default("-1")
    int epoch = -1;
    @Versions("1+")
    @Tagged(tag = 9)
    Limits limits = new Limits();
    List<RawTaggedField> unknownTaggedFields = new ArrayList<>();

    /** A struct whose default-constructed form is not all zeros. */
    static class Limits {
        @Default("7")
        int max = 7;
    }
}
