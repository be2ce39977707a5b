package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import java.util.ArrayList;
import java.util.List;

/** A message whose structs keep no unknown tagged fields: reading skips them. */
@Versions("0-1")
@Flexible("1+")
class NoUnknowns {
    List<Point> points = new ArrayList<>();
    int after;
    @Versions("1+")
    @Tagged(tag = 1)
    int known;
}
