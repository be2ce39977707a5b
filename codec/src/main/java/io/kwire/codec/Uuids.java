package io.kwire.codec;

import java.util.UUID;

/** The UUID values kwire shares rather than allocates. */
public final class Uuids {
    /**
     * Kafka's zero UUID, "no topic id" (Kafka's {@code Uuid.ZERO_UUID}). Read returns this one
     * instance for it, so message classes default to it without allocating.
     */
    public static final UUID ZERO = new UUID(0, 0);

    private Uuids() {
    }
}
