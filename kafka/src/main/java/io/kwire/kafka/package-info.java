/**
 * Every message of Apache Kafka's protocol as a kwire annotated class, converted from the JSON
 * message specs of the kafka-clients version kwire pins: each request and response (API keys 0 to
 * 94), the request and response headers, and the messages Kafka stores or embeds (records of its
 * metadata log, consumer protocol assignments and subscriptions, and others). Each class is named
 * like its spec, nests its structs as Kafka's generated classes do, and carries each field's
 * {@code about} as Javadoc; kwire's processor generates {@code <Name>Codec} for each, and
 * {@link io.kwire.kafka.KwireApis} with every API.
 *
 * <pre>{@code
 * FetchRequest request = FetchRequestCodec.INSTANCE.read(frame, version);
 * ApiVersionsResponse answer = ApiVersionsResponses.build(KwireApis.REGISTRY,
 *         ApiVersionsResponseCodec.INSTANCE, version);
 * }</pre>
 *
 * <p>Records (FetchResponse, FetchSnapshotResponse, ProduceRequest, ShareFetchResponse) and the
 * bytes Kafka marks zero-copy (Envelope's request and response data, PushTelemetry's metrics, the
 * consumer protocol's user data) are {@code ByteBuf} fields: a codec reads them as retained slices
 * of its input, without copying, and whoever holds the message releases them. Other bytes are
 * {@code byte[]}.
 *
 * <p>The APIs Kafka has removed (LeaderAndIsr, StopReplica, UpdateMetadata and ControlledShutdown,
 * keys 4 to 7) keep a class each, annotated {@code @Versions("none")}, and get no codec.
 *
 * <p>{@code @View} on this package gives every class a {@code <Name>View} too: a flyweight that
 * reads a field of a message in a buffer without decoding the rest (docs/views.md).
 *
 * <p>The classes are converted, not written: change the converter
 * ({@code io.kwire.testkit.converter.SpecConverter}) and run it,
 * {@code mvn -pl testkit -am compile exec:java}; the tests check that the sources are its output
 * and that they say what the specs say.
 */
@View
package io.kwire.kafka;

import io.kwire.annotations.View;
