package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;

/** Strings: nullable in every version, nullable only in the flexible one, and never nullable. */
@Versions("0-1")
@Flexible("1+")
class Texts {
    @NullableVersions("0+")
    String nullable = "";
    @NullableVersions("1+")
    String laterNullable = "";
    String plain = "";
}
