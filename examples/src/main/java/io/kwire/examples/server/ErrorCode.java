package io.kwire.examples.server;

/** The Kafka error codes the example server answers with. */
public enum ErrorCode {
    NONE(0),
    OFFSET_OUT_OF_RANGE(1),
    CORRUPT_MESSAGE(2),
    UNKNOWN_TOPIC_OR_PARTITION(3),
    NOT_COORDINATOR(16),
    INVALID_TOPIC_EXCEPTION(17),
    INVALID_REQUIRED_ACKS(21),
    TOPIC_AUTHORIZATION_FAILED(29),
    CLUSTER_AUTHORIZATION_FAILED(31),
    TOPIC_ALREADY_EXISTS(36),
    INVALID_PARTITIONS(37),
    INVALID_REPLICATION_FACTOR(38),
    INVALID_REPLICA_ASSIGNMENT(39),
    INVALID_REQUEST(42),
    OUT_OF_ORDER_SEQUENCE_NUMBER(45),
    INVALID_PRODUCER_EPOCH(47),
    INVALID_TXN_STATE(48),
    TRANSACTIONAL_ID_AUTHORIZATION_FAILED(53),
    FETCH_SESSION_ID_NOT_FOUND(70),
    UNSUPPORTED_COMPRESSION_TYPE(76),
    /**
     * KIP-409's code for a topic or partitions created with fewer replicas than asked. The KIP was
     * never adopted: Kafka itself gives 79 to MEMBER_ID_REQUIRED, so only the KIP-409 dialect means this.
     */
    CREATED_UNDER_REPLICATED(79),
    INVALID_RECORD(87),
    UNKNOWN_TOPIC_ID(100);

    private final short code;

    ErrorCode(int code) {
        this.code = (short) code;
    }

    /** The code on the wire. */
    public short code() {
        return code;
    }

    /** The error with {@code code}, or null when the server does not know it. */
    public static ErrorCode of(short code) {
        for (ErrorCode error : values()) {
            if (error.code == code) {
                return error;
            }
        }
        return null;
    }
}
