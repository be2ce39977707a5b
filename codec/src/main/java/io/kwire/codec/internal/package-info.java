/**
 * What generated codecs call and nothing else does: the codec base classes, the reads and writes of
 * each wire type over an array and an index ({@link io.kwire.codec.internal.WireInput},
 * {@link io.kwire.codec.internal.Reads}, {@link io.kwire.codec.internal.Writes}), Kafka's strings,
 * bytes, arrays and tagged fields, and the exceptions a codec throws. What generated code shares
 * with records and the Netty pipelines is in {@code io.kwire.codec.wire}. Not an API for
 * applications; it may change in any release.
 */
package io.kwire.codec.internal;
