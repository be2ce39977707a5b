package io.kwire.examples.server;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.ClientTls;
import io.kwire.codec.netty.ServerTls;
import io.kwire.testkit.tls.TestPki;
import io.kwire.testkit.tls.TestPki.KeyFiles;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.util.ResourceLeakDetector;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Load over loopback, over plaintext and then over TLS in the same run: {@value #CLIENTS} kwire clients, each on its
 * own connection and all on one event loop group of two threads, each send {@value #REQUESTS_PER_CLIENT} requests to
 * the example server without waiting for any response ({@link PipelinedLoad}). Every response must arrive, paired
 * with its own request: each request names a topic no other request names, and each response must name it back and
 * say what that request's place in its client's sequence implies. Over TLS (certificates made for the run, the
 * server's host name verified) the clock starts once every client's handshake is done; with Netty's leak detector
 * on, as in CI, where it tracks every TLS record's buffers too and the TLS run would take twice the plaintext one,
 * each TLS client sends {@value #TRACKED_TLS_REQUESTS_PER_CLIENT} requests instead. Prints one summary line per
 * transport with the wall time and the rate; {@link HooksCost} runs the same load with and without hooks.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class PipelinedLoadTest {
    private static final int CLIENTS = 50;
    private static final int REQUESTS_PER_CLIENT = 1000;
    /** Over TLS with leak detection on: 20,000 requests in all, some 15 s under PARANOID on a 2-core machine. */
    private static final int TRACKED_TLS_REQUESTS_PER_CLIENT = 400;
    private static final int EVENT_LOOP_THREADS = 2;

    @TempDir
    static Path directory;

    private static TestPki pki;
    private static KeyFiles serverKeys;

    /** How the clients reach the server. */
    enum Transport {
        PLAINTEXT,
        TLS;

        /** The requests each client sends: fewer over TLS while the leak detector tracks every buffer. */
        int requestsPerClient() {
            return this == TLS && ResourceLeakDetector.isEnabled() ? TRACKED_TLS_REQUESTS_PER_CLIENT
                    : REQUESTS_PER_CLIENT;
        }
    }

    @BeforeAll
    static void makeCertificates() throws Exception {
        pki = TestPki.create(directory.resolve("pki"));
        serverKeys = pki.server();
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void everyPipelinedRequestGetsItsOwnResponse(Transport transport) throws Exception {
        EventLoopGroup group = new MultiThreadIoEventLoopGroup(EVENT_LOOP_THREADS, NioIoHandler.newFactory());
        try (AdminServer server = AdminServer.start(config(transport))) {
            ClientTls tls = transport == Transport.TLS ? ClientTls.trusting(pki.caCertificate()).build() : null;
            int requestsPerClient = transport.requestsPerClient();
            long elapsedNanos = PipelinedLoad.run(server, group, tls, CLIENTS, requestsPerClient);
            int requests = CLIENTS * requestsPerClient;
            double seconds = elapsedNanos / 1e9;
            System.out.printf(Locale.ROOT, "PipelinedLoadTest: %s: %d clients x %d pipelined requests = %d requests"
                    + " over loopback in %.3f s: %.0f requests/s (Netty leak detection %s)%n", transport, CLIENTS,
                    requestsPerClient, requests, seconds, requests / seconds, ResourceLeakDetector.getLevel());
        } finally {
            group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        }
    }

    private static AdminServerConfig config(Transport transport) {
        AdminServerConfig plaintext = AdminServerConfig.defaults();
        return transport == Transport.TLS
                ? plaintext.withTls(ServerTls.pem(serverKeys.certificateChain(), serverKeys.privateKey()).build())
                : plaintext;
    }
}
