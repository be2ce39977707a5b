package io.kwire.benchmarks;

import io.kwire.codec.MessageCodec;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.Readable;

/**
 * One message both sides encode and decode: kwire's instance with its codec, Kafka's equal
 * {@code *Data} instance with the constructor that reads it, the version, and the bytes both
 * produce. Built once per trial by {@link Workloads}, which checks that the two sides agree.
 *
 * @param codec kwire's codec of the message
 * @param version the version both sides use
 * @param message kwire's instance
 * @param kafkaMessage Kafka's instance, holding the same values
 * @param kafkaReader reads Kafka's instance, as {@code new XData(readable, version)} does
 * @param encoded the message's bytes, as both sides write them
 * @param <T> kwire's message class
 */
record Workload<T>(MessageCodec<T> codec, short version, T message, ApiMessage kafkaMessage,
        KafkaReader kafkaReader, byte[] encoded) {

    /** The constructor of one of Kafka's {@code *Data} classes that reads it from the wire. */
    @FunctionalInterface
    interface KafkaReader {
        /** {@code new XData(in, version)}. */
        ApiMessage read(Readable in, short version);
    }
}
