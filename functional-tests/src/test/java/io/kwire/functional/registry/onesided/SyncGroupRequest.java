package io.kwire.functional.registry.onesided;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/** A request whose package has no response of its API: its {@code KwireApis} constant pairs it with {@code Void}. */
@ApiKey(value = 14, type = MessageType.REQUEST)
@Versions("0-3")
public class SyncGroupRequest {
    /** The unique group identifier. */
    public String groupId = "";
}
