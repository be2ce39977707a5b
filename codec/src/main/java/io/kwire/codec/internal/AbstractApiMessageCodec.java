package io.kwire.codec.internal;

import io.kwire.annotations.MessageType;
import io.kwire.codec.ApiMessageCodec;

/**
 * The base of every generated codec of an {@code @ApiKey} message. For generated code only.
 *
 * @param <T> the message class
 */
public abstract class AbstractApiMessageCodec<T> extends AbstractMessageCodec<T> implements ApiMessageCodec<T> {
    private static final short API_VERSIONS = 18;

    private final short apiKey;
    private final MessageType type;

    /** A codec for API {@code apiKey}'s {@code type} message, in versions {@code lowestVersion..highestVersion}. */
    protected AbstractApiMessageCodec(String messageName, short lowestVersion, short highestVersion,
            short apiKey, MessageType type) {
        super(messageName, lowestVersion, highestVersion);
        this.apiKey = apiKey;
        this.type = type;
    }

    @Override
    public final short apiKey() {
        return apiKey;
    }

    @Override
    public final MessageType type() {
        return type;
    }

    @Override
    public final short headerVersion(short version) {
        boolean flexible = isFlexible(version);
        if (type == MessageType.REQUEST) {
            return flexible ? (short) 2 : (short) 1;
        }
        // ApiVersions responses keep header v0 so that a client can read them before it knows
        // which versions the broker speaks (KIP-511).
        if (apiKey == API_VERSIONS) {
            return 0;
        }
        return flexible ? (short) 1 : (short) 0;
    }
}
