package io.kwire.functional.registry;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/**
 * A CreateTopics response of versions 0-3: with {@link OldCreateTopicsRequest} (0-1) this package's
 * API shares versions 0-1, and with the examples' request (2-7) versions 2-3.
 */
@ApiKey(value = 19, type = MessageType.RESPONSE)
@Versions("0-3")
public class OldCreateTopicsResponse {
    /** How long the request was throttled, in milliseconds. */
    public int throttleTimeMs;
}
