package io.kwire.functional.registry;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/**
 * A CreateTopics request of only versions 0-1, which Kafka 4.4.0 no longer has: paired with the
 * examples' response (versions 2-7) it makes an API whose codecs share no version.
 */
@ApiKey(value = 19, type = MessageType.REQUEST)
@Versions("0-1")
public class OldCreateTopicsRequest {
    /** How long to wait for the topics to be created, in milliseconds. */
    public int timeoutMs;
}
