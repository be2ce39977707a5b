package io.kwire.codec.records;

/**
 * The kind of a control record: the {@code type} in its key. Transactions use {@link #ABORT} and
 * {@link #COMMIT}; the others belong to KRaft's metadata log.
 */
public enum ControlType {
    /** A transaction was aborted. */
    ABORT(0),
    /** A transaction was committed. */
    COMMIT(1),
    /** KRaft: the quorum's leader changed. */
    LEADER_CHANGE(2),
    /** KRaft: a snapshot begins. */
    SNAPSHOT_HEADER(3),
    /** KRaft: a snapshot ends. */
    SNAPSHOT_FOOTER(4),
    /** KRaft: the kraft.version feature. */
    KRAFT_VERSION(5),
    /** KRaft: the set of voters. */
    KRAFT_VOTERS(6);

    private static final ControlType[] BY_ID = values();

    private final int id;

    ControlType(int id) {
        this.id = id;
    }

    /** The type as a control record's key carries it. */
    public int id() {
        return id;
    }

    /** The type with {@code id}, or null when Kafka defines none with it. */
    public static ControlType ofId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
