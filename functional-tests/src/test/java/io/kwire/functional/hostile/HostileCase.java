package io.kwire.functional.hostile;

import java.util.function.Supplier;

/**
 * One row of the table: the hostile input, what reads it, and how to have each side read it.
 *
 * @param input what is hostile about the bytes
 * @param readAs the message and version, or "request frame" for the server side
 * @param kwire kwire's reading, asserting what kwire must do, as a phrase
 * @param kafka Kafka 4.4.0's reading, recorded only, as a phrase
 */
record HostileCase(String input, String readAs, Supplier<String> kwire, Supplier<String> kafka) {
}
