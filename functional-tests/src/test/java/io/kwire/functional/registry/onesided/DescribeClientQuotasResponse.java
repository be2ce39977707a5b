package io.kwire.functional.registry.onesided;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;

/** A response whose package has no request of its API: its {@code KwireApis} constant pairs {@code Void} with it. */
@ApiKey(value = 48, type = MessageType.RESPONSE)
@Versions("0-1")
public class DescribeClientQuotasResponse {
    /** The duration in milliseconds for which the request was throttled. */
    public int throttleTimeMs;
}
