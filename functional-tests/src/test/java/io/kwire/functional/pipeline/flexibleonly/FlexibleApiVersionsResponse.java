package io.kwire.functional.pipeline.flexibleonly;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * An ApiVersions response of a client that speaks only the flexible versions, 3-5: it cannot read
 * the version 0 answer an older server gives to a request it does not support.
 */
@ApiKey(value = 18, type = MessageType.RESPONSE)
@Versions("3-5")
@Flexible("3+")
public class FlexibleApiVersionsResponse {
    /** The top-level error code. */
    public short errorCode;

    /** The APIs the peer speaks. */
    public List<ApiVersion> apiKeys = new ArrayList<>();

    /** How long the request was throttled, in milliseconds. */
    public int throttleTimeMs;

    /** Tagged fields this class does not know: all of the response's. */
    public List<RawTaggedField> unknownTaggedFields = new ArrayList<>();

    /** The versions of one API. */
    public static class ApiVersion {
        /** The API key. */
        public short apiKey;

        /** The lowest version, inclusive. */
        public short minVersion;

        /** The highest version, inclusive. */
        public short maxVersion;

        /** Tagged fields this class does not know. */
        public List<RawTaggedField> unknownTaggedFields = new ArrayList<>();
    }
}
