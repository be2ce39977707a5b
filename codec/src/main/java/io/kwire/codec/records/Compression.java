package io.kwire.codec.records;

/**
 * How a batch's records are compressed: the three low bits of its attributes. Every codec but
 * {@link #NONE} needs the library kafka-clients uses for it on the class path (see {@link #library()}).
 */
public enum Compression {
    /** Uncompressed: records are read and written in place. */
    NONE(0, "none", null),
    /** gzip, with the JDK's own {@code java.util.zip}. */
    GZIP(1, "gzip", null),
    /** snappy: written in xerial's stream framing, as Java clients write it; read so or raw, as librdkafka writes it. */
    SNAPPY(2, "snappy", "org.xerial.snappy:snappy-java"),
    /** LZ4 in the LZ4 frame format. */
    LZ4(3, "lz4", "at.yawk.lz4:lz4-java"),
    /** Zstandard. */
    ZSTD(4, "zstd", "com.github.luben:zstd-jni");

    private static final Compression[] BY_ID = values();

    private final int id;
    private final String kafkaName;
    private final String library;

    Compression(int id, String kafkaName, String library) {
        this.id = id;
        this.kafkaName = kafkaName;
        this.library = library;
    }

    /** The id in a batch's attributes, 0 to 4. */
    public int id() {
        return id;
    }

    /** The name Kafka's {@code compression.type} uses: {@code none}, {@code gzip}, .... */
    public String kafkaName() {
        return kafkaName;
    }

    /** The Maven coordinates of the library this codec needs, or null when the JDK has it. */
    public String library() {
        return library;
    }

    /** The codec with {@code id}, or null when the id is not one Kafka defines. */
    public static Compression ofId(int id) {
        return id >= 0 && id < BY_ID.length ? BY_ID[id] : null;
    }
}
