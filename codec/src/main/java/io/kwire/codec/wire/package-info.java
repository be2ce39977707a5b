/**
 * The wire primitives that generated codecs, record batches ({@code io.kwire.codec.records}) and
 * the Netty pipelines ({@code io.kwire.codec.netty}) share: Kafka's varints ({@link io.kwire.codec.wire.Varints}),
 * strings in UTF-8 ({@link io.kwire.codec.wire.Utf8}), the one staging array every write to a
 * buffer without an array of its own goes through ({@link io.kwire.codec.wire.Staging}), and reading
 * a direct buffer by its memory address ({@link io.kwire.codec.wire.DirectMemory}). Public
 * because those packages and generated code call it; not an API for applications, and it may change
 * in any release.
 */
package io.kwire.codec.wire;
