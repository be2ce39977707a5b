package io.kwire.proxy;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * {@link BrokerAddresses} that give each broker of a cluster a port of its own on the proxy's host,
 * in the order the brokers are first seen: the first broker the next port after the bootstrap's,
 * and so on. A proxy listens on each port given ({@code onNewBroker} says when), and sends what a
 * client writes to it to that broker's own address ({@link #upstream}), which the latest response
 * naming the broker gives. Thread-safe.
 */
public final class PortPerBroker implements BrokerAddresses {
    private final String proxyHost;
    private final int firstPort;
    private final int lastPort;
    private final Consumer<Broker> onNewBroker;
    private final Map<Integer, Broker> byNodeId = new HashMap<>();
    private final Map<Integer, Broker> byPort = new HashMap<>();

    /**
     * A broker as the proxy knows it.
     *
     * @param nodeId its node id
     * @param proxyPort the port of the proxy's host that clients dial for it
     * @param address where it listens, as the cluster last advertised it
     */
    public record Broker(int nodeId, int proxyPort, Endpoint address) {
    }

    /**
     * Ports {@code firstPort}..{@code lastPort} of {@code proxyHost}, one a broker; {@code onNewBroker}
     * is told of each broker seen for the first time, before any client is told its port, under this
     * object's lock (bind the port there, or hand the work on).
     */
    public PortPerBroker(String proxyHost, int firstPort, int lastPort, Consumer<Broker> onNewBroker) {
        if (firstPort < 1 || lastPort > 65_535 || firstPort > lastPort) {
            throw new IllegalArgumentException("ports " + firstPort + ".." + lastPort + " are not a range of TCP ports");
        }
        this.proxyHost = proxyHost;
        this.firstPort = firstPort;
        this.lastPort = lastPort;
        this.onNewBroker = onNewBroker;
    }

    /**
     * @throws IllegalStateException if the cluster has more brokers than the range has ports
     */
    @Override
    public synchronized Endpoint advertised(int nodeId, String host, int port) {
        Endpoint address = new Endpoint(host, port);
        Broker broker = byNodeId.get(nodeId);
        if (broker == null) {
            int proxyPort = firstPort + byNodeId.size();
            if (proxyPort > lastPort) {
                throw new IllegalStateException("broker " + nodeId + " at " + address + " has no port left: ports "
                        + firstPort + ".." + lastPort + " are given to " + byNodeId.size() + " brokers");
            }
            broker = new Broker(nodeId, proxyPort, address);
            onNewBroker.accept(broker);
            byNodeId.put(nodeId, broker);
            byPort.put(proxyPort, broker);
        } else if (!broker.address().equals(address)) {
            broker = new Broker(nodeId, broker.proxyPort(), address);
            byNodeId.put(nodeId, broker);
            byPort.put(broker.proxyPort(), broker);
        }
        return new Endpoint(proxyHost, broker.proxyPort());
    }

    /** The broker clients reach on {@code proxyPort}, or null if no broker has that port. */
    public synchronized Broker upstream(int proxyPort) {
        return byPort.get(proxyPort);
    }
}
