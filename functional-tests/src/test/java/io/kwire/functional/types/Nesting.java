package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import java.util.ArrayList;
import java.util.List;

/** Structs: one nested, one nullable from version 1, and a struct inside a struct inside a list. */
@Versions("0-2")
@Flexible("2+")
class Nesting {
    int before;
    Point point = new Point();
    @NullableVersions("1+")
    Point maybe = new Point();
    List<Segment> segments = new ArrayList<>();
    int after;

    /** A list element holding a struct of its own. */
    static class Segment {
        Point start = new Point();
        short id;

        static Segment of(Point start, int id) {
            Segment segment = new Segment();
            segment.start = start;
            segment.id = (short) id;
            return segment;
        }
    }
}
