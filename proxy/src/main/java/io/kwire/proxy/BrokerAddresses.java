package io.kwire.proxy;

/**
 * What a proxy's clients should dial for each broker of its cluster: every broker address a
 * response carries passes through here on its way to a client ({@link EndpointRewriter}).
 */
@FunctionalInterface
public interface BrokerAddresses {
    /**
     * The address clients should dial for broker {@code nodeId}, which the cluster advertises at
     * {@code host}:{@code port}; that address itself to leave it as it is.
     */
    Endpoint advertised(int nodeId, String host, int port);
}
