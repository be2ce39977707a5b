package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;

/**
 * A message whose oldest versions were removed, as many of Kafka's were: fields still declare
 * versions from 0, which are clipped to the message's 2-5.
 */
@Versions("2-5")
@Flexible("4+")
class Clipped {
    @Versions("0+")
    int everywhere;
    @Versions("0-3")
    int old;
    @Versions("1-4")
    String middle = "";
    @NullableVersions("0+")
    String nullable = "";
}
