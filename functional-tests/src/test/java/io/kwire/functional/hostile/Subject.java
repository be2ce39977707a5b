package io.kwire.functional.hostile;

import io.kwire.codec.MessageCodec;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;

/**
 * One message as both sides read it: kwire's codec and Kafka's generated class, each with a short
 * summary of what it read, so that an accepted input shows what it was taken for.
 *
 * @param name the message's name, which kwire's errors must start their field with
 * @param codec kwire's codec
 * @param kwireSummary what kwire read, in a few words
 * @param kafkaReader Kafka's reading constructor, e.g. {@code CreateTopicsRequestData::new}
 * @param kafkaSummary what Kafka read, in the same words
 */
record Subject<T, M extends ApiMessage>(String name, MessageCodec<T> codec, Function<T, String> kwireSummary,
        BiFunction<ByteBufferAccessor, Short, M> kafkaReader, Function<M, String> kafkaSummary) {
}
