package io.kwire.examples.demo;

/**
 * A Kafka frame read back: its header and its message.
 *
 * @param header the request or response header
 * @param body the message
 * @param <H> {@code RequestHeader} or {@code ResponseHeader}
 * @param <B> the message class
 */
public record Frame<H, B>(H header, B body) {
}
