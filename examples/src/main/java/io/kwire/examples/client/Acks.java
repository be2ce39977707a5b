package io.kwire.examples.client;

/**
 * How many replicas must have a produced batch before the server answers. Kafka's {@code acks=0}
 * is left out: the server sends no response to it, and this client waits for one.
 */
public enum Acks {
    /** The leader has appended it. */
    LEADER((short) 1),
    /** Every in-sync replica has it. */
    ALL((short) -1);

    private final short code;

    Acks(short code) {
        this.code = code;
    }

    /** The value of a Produce request's {@code acks}. */
    public short code() {
        return code;
    }
}
