package io.kwire.codec.records;

/** What a batch's timestamps mean: bit 3 of its attributes. */
public enum TimestampType {
    /** Each record carries the time its producer gave it. */
    CREATE_TIME,
    /** The broker's clock when it appended the batch: the batch's max timestamp, for every record. */
    LOG_APPEND_TIME
}
