/**
 * kwire's server hooks bound to Micrometer: {@link io.kwire.micrometer.MicrometerServerHooks}, installed on each
 * connection of a server on kwire's pipelines, keeps its meters in any Micrometer registry.
 */
package io.kwire.micrometer;
