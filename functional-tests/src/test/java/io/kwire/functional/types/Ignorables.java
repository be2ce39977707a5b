package io.kwire.functional.types;

import io.kwire.annotations.Ignorable;
import io.kwire.annotations.Versions;

/** Fields that version 0 lacks, one of them ignorable. */
@Versions("0-1")
class Ignorables {
    int always;
    @Versions("1+")
    @Ignorable
    int dropped;
    @Versions("1+")
    @Ignorable
    String droppedText = "";
    @Versions("1+")
    int kept;
}
