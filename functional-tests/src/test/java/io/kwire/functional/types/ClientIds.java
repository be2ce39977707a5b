package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;

/** A string kept int16-prefixed in flexible versions, as the request header's client id is, next to a compact one. */
@Versions("0-1")
@Flexible("1+")
class ClientIds {
    @Flexible("none")
    @NullableVersions("0+")
    String clientId = "";
    String compact = "";
}
