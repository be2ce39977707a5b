package io.kwire.proxy;

import java.util.Objects;

/**
 * A host and port to dial.
 *
 * @param host a host name or address
 * @param port a TCP port, 0 to 65535
 */
public record Endpoint(String host, int port) {
    /** Checks the host is given and the port is one. */
    public Endpoint {
        Objects.requireNonNull(host, "host");
        if (port < 0 || port > 65_535) {
            throw new IllegalArgumentException("port " + port + " is not a TCP port");
        }
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
