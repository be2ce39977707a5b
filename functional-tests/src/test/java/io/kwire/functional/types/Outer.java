package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import java.util.ArrayList;
import java.util.List;

/** A message embedding a struct that has versions, and so a codec, of its own. */
@Versions("0-1")
@Flexible("1+")
class Outer {
    int id;
    Inner inner = new Inner();
    List<Inner> more = new ArrayList<>();

    /** A struct with a codec of its own, Outer_InnerCodec, for versions beyond the message's. */
    @Versions("0-2")
    @Flexible("1+")
    static class Inner {
        String name = "";
        @Versions("1+")
        int added;

        static Inner of(String name, int added) {
            Inner inner = new Inner();
            inner.name = name;
            inner.added = added;
            return inner;
        }
    }
}
