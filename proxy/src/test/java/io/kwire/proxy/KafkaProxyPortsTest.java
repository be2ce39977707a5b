package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.Test;

/** A proxy listens on its bootstrap port and every broker port when it starts, or not at all. */
class KafkaProxyPortsTest {
    private static final String HOST = "127.0.0.1";
    private static final ProxyOptions OPTIONS = ProxyOptions.to(new Endpoint(HOST, 9)).brokerPorts(3);

    @Test
    void aBootstrapPortChosenFreeComesWithEveryBrokerPortListenedOn() throws IOException {
        for (int proxy = 0; proxy < 20; proxy++) {
            try (KafkaProxy started = KafkaProxy.start(OPTIONS.listen(HOST, 0))) {
                for (int port = started.port(); port <= started.port() + 3; port++) {
                    try (Socket client = new Socket()) {
                        client.connect(new InetSocketAddress(HOST, port), 2_000);
                        assertTrue(client.isConnected(), "port " + port);
                    }
                }
            }
        }
    }

    @Test
    void aTakenBrokerPortFailsStartNamingItAndLeavesNothingListening() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
            int bootstrap = taken.getLocalPort() - 2;
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> KafkaProxy.start(OPTIONS.listen(HOST, bootstrap)));
            assertTrue(refused.getMessage().startsWith("the proxy cannot listen on " + HOST + ":" + taken.getLocalPort()
                    + ": "), refused.getMessage());
            try (ServerSocket again = new ServerSocket(bootstrap, 1, InetAddress.getByName(HOST))) {
                assertEquals(bootstrap, again.getLocalPort(), "the bootstrap port is let go");
            }
        }
    }
}
