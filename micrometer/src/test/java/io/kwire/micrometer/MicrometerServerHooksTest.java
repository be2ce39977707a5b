package io.kwire.micrometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.sasl.InMemoryCredentialStore;
import io.kwire.codec.sasl.SaslAuthenticationException;
import io.kwire.codec.sasl.SaslMechanism;
import io.kwire.kafka.ApiVersionsRequest;
import io.kwire.kafka.ApiVersionsRequestCodec;
import io.kwire.kafka.ApiVersionsResponse;
import io.kwire.kafka.ApiVersionsResponseCodec;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataRequest;
import io.kwire.kafka.MetadataRequestCodec;
import io.kwire.kafka.MetadataResponse;
import io.kwire.kafka.MetadataResponseCodec;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link MicrometerServerHooks} on a kwire server built from the codec's pipeline, kwire's own client (or a
 * plain socket, for what no client sends) as its peer, read back from Micrometer's {@link SimpleMeterRegistry}.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class MicrometerServerHooksTest {
    private static final short API_VERSIONS_VERSION = 3;
    private static final short METADATA_VERSION = 12;

    private final MeterRegistry meters = new SimpleMeterRegistry();
    private final MicrometerServerHooks hooks = new MicrometerServerHooks(meters, TestServer.APIS);

    @Test
    void requestsAreCountedByApiAndVersionWithTheirBytesAndTimes() throws Exception {
        ApiVersionsRequest versions = new ApiVersionsRequest();
        versions.clientSoftwareName = "kwire";
        versions.clientSoftwareVersion = "test";
        MetadataRequest metadata = new MetadataRequest();
        ApiVersionsResponse offer;
        MetadataResponse cluster;
        try (TestServer server = TestServer.start(hooks, null);
                KwireClient client = KwireClient.to(server)) {
            offer = client.call(KwireApis.API_VERSIONS, API_VERSIONS_VERSION, versions);
            for (int i = 0; i < 2; i++) {
                client.call(KwireApis.API_VERSIONS, API_VERSIONS_VERSION, versions);
            }
            client.call(KwireApis.METADATA, (short) 1, metadata);
            cluster = client.call(KwireApis.METADATA, METADATA_VERSION, metadata);
            client.call(KwireApis.METADATA, METADATA_VERSION, metadata);
            Eventually.until("six responses written", () -> meters.find("kwire.request.duration").timers().stream()
                    .mapToLong(Timer::count).sum() == 6);
        }

        assertEquals(3, requests("ApiVersions", "3").count());
        assertEquals(2, requests("Metadata", "12").count());
        assertEquals(1, requests("Metadata", "1").count());
        assertEquals(3, meters.find("kwire.requests").counters().size(), "one counter per API and version asked");
        assertNull(meters.find("kwire.request.size").tag("api", "Produce").summary(), "no meters for APIs unasked");

        DistributionSummary metadataBytes = meters.get("kwire.request.size").tag("api", "Metadata").summary();
        assertEquals(3, metadataBytes.count());
        assertEquals(KwireClient.requestFrameBytes(MetadataRequestCodec.INSTANCE, (short) 1, metadata)
                + 2 * KwireClient.requestFrameBytes(MetadataRequestCodec.INSTANCE, METADATA_VERSION, metadata),
                metadataBytes.totalAmount(), "the frames' bytes, size prefixes included");
        assertEquals("bytes", metadataBytes.getId().getBaseUnit());
        DistributionSummary offerBytes = meters.get("kwire.response.size").tag("api", "ApiVersions").summary();
        assertEquals(3, offerBytes.count());
        assertEquals(3 * KwireClient.responseFrameBytes(ApiVersionsResponseCodec.INSTANCE, API_VERSIONS_VERSION,
                offer), offerBytes.totalAmount());
        assertEquals(KwireClient.responseFrameBytes(MetadataResponseCodec.INSTANCE, METADATA_VERSION, cluster),
                meters.get("kwire.response.size").tag("api", "Metadata").summary().max());
        assertEquals(3 * KwireClient.requestFrameBytes(ApiVersionsRequestCodec.INSTANCE, API_VERSIONS_VERSION,
                versions), meters.get("kwire.request.size").tag("api", "ApiVersions").summary().totalAmount());

        for (String api : List.of("ApiVersions", "Metadata")) {
            Timer decode = meters.get("kwire.request.decode").tag("api", api).timer();
            Timer duration = meters.get("kwire.request.duration").tag("api", api).timer();
            assertEquals(3, decode.count(), api);
            assertEquals(3, duration.count(), api);
            assertTrue(decode.totalTime(TimeUnit.NANOSECONDS) > 0, api + " decode time");
            assertTrue(duration.totalTime(TimeUnit.NANOSECONDS) >= decode.totalTime(TimeUnit.NANOSECONDS),
                    api + ": the time in the server includes the decoding");
        }
    }

    @Test
    void connectionsAreCountedAsTheyOpenAndClose() throws Exception {
        try (TestServer server = TestServer.start(hooks, null)) {
            KwireClient first = KwireClient.to(server);
            try (KwireClient second = KwireClient.to(server)) {
                Eventually.until("two connections open", () -> open() == 2);
                assertEquals(2, counter("kwire.connections.opened").count());
                first.close();
                Eventually.until("one connection closed", () -> open() == 1);
                assertEquals(1, counter("kwire.connections.closed").count());
                second.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest());
            }
            Eventually.until("both connections closed", () -> open() == 0);
        }
        assertEquals(2, counter("kwire.connections.opened").count());
        assertEquals(2, counter("kwire.connections.closed").count());
        assertEquals(0, counter("kwire.decode.failures").count());
    }

    /** The key is the client's to choose: counted as a failure, it names no meter. */
    @Test
    void anUnknownApiKeyIsCountedAsADecodeFailureAndNamesNoMeter() throws Exception {
        try (TestServer server = TestServer.start(hooks, null);
                RawConnection connection = new RawConnection(server)) {
            connection.sendHeaderOnly(999, 0, 1);
            assertTrue(connection.closedByServer());
            Eventually.until("the connection closed", () -> counter("kwire.connections.closed").count() == 1);
        }
        assertEquals(1, counter("kwire.decode.failures").count());
        assertEquals(List.of(), meters.find("kwire.requests").counters(), "no request was read");
        assertEquals(0, open());
    }

    /**
     * A server that passes requests on as frames (a proxy) reads API keys and versions it has no codecs for:
     * however many a client makes up, they share one set of meters tagged {@code unknown}.
     */
    @Test
    void madeUpApiKeysAndVersionsShareOneSetOfMeters() throws Exception {
        int madeUp = 50;
        try (TestServer server = TestServer.framesOnly(hooks);
                RawConnection connection = new RawConnection(server)) {
            for (int i = 0; i < madeUp; i++) {
                connection.sendHeaderOnly(1000 + i, i, i);
            }
            // An API the registry has, at a version it does not offer.
            connection.sendHeaderOnly(KwireApis.METADATA.apiKey(), 999, madeUp);
            for (int i = 0; i <= madeUp; i++) {
                assertEquals(i, connection.readCorrelationId(), "answers in order");
            }
            Eventually.until("every answer reported", () -> meters.find("kwire.request.duration").timers().stream()
                    .mapToLong(Timer::count).sum() == madeUp + 1);
        }
        assertEquals(madeUp, requests("unknown", "unknown").count());
        assertEquals(1, requests("Metadata", "unknown").count());
        assertEquals(2, meters.find("kwire.requests").counters().size(), "made-up keys and versions add no meters");
        for (String name : List.of("kwire.request.decode", "kwire.request.size", "kwire.response.size",
                "kwire.request.duration")) {
            List<String> apis = meters.find(name).meters().stream().map(meter -> meter.getId().getTag("api"))
                    .sorted().toList();
            assertEquals(List.of("Metadata", "unknown"), apis, name);
        }
        assertEquals(madeUp, meters.get("kwire.request.size").tag("api", "unknown").summary().count());
    }

    @Test
    void loginsAreCountedByMechanismAndOutcome() throws Exception {
        InMemoryCredentialStore users = new InMemoryCredentialStore().addUser("alice", "alice-secret");
        try (TestServer server = TestServer.start(hooks, users)) {
            try (KwireClient alice = KwireClient.as(server, SaslMechanism.SCRAM_SHA_512, "alice", "alice-secret");
                    KwireClient plain = KwireClient.as(server, SaslMechanism.PLAIN, "alice", "alice-secret")) {
                alice.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest());
                plain.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest());
            }
            try (KwireClient mallory = KwireClient.as(server, SaslMechanism.SCRAM_SHA_512, "alice", "guessed")) {
                ExecutionException refused = assertThrows(ExecutionException.class,
                        () -> mallory.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest()));
                assertInstanceOf(SaslAuthenticationException.class, refused.getCause());
            }
            Eventually.until("three connections closed", () -> counter("kwire.connections.closed").count() == 3);
        }
        assertEquals(1, logins("SCRAM-SHA-512", "success").count());
        assertEquals(1, logins("PLAIN", "success").count());
        assertEquals(1, logins("SCRAM-SHA-512", "failure").count());
        assertEquals(3, meters.find("kwire.authentications").counters().size());
        assertEquals(2, requests("Metadata", "12").count(), "requests after the logins");
        assertNull(meters.find("kwire.requests").tag("api", "SaslHandshake").counter(),
                "SASL's own requests are logins, not requests");
        assertEquals(0, counter("kwire.decode.failures").count(), "a refused login is no decode failure");
    }

    /** Two servers on one registry, each with hooks of its own tags: each counts its own connections. */
    @Test
    void serversSharingARegistryAreToldApartByTheirTags() throws Exception {
        MicrometerServerHooks internal = new MicrometerServerHooks(meters, TestServer.APIS,
                Tags.of("listener", "internal"));
        MicrometerServerHooks external = new MicrometerServerHooks(meters, TestServer.APIS,
                Tags.of("listener", "external"));
        try (TestServer first = TestServer.start(internal, null);
                TestServer second = TestServer.start(external, null);
                KwireClient one = KwireClient.to(first);
                KwireClient two = KwireClient.to(second);
                KwireClient three = KwireClient.to(second)) {
            one.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest());
            two.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest());
            three.call(KwireApis.METADATA, METADATA_VERSION, new MetadataRequest());
            assertEquals(1, meters.get("kwire.connections.open").tag("listener", "internal").gauge().value());
            assertEquals(2, meters.get("kwire.connections.open").tag("listener", "external").gauge().value());
        }
        assertEquals(1, meters.get("kwire.requests").tags("listener", "internal", "api", "Metadata").counter()
                .count());
        assertEquals(2, meters.get("kwire.requests").tags("listener", "external", "api", "Metadata").counter()
                .count());
    }

    private Counter requests(String api, String version) {
        return meters.get("kwire.requests").tags("api", api, "version", version).counter();
    }

    private Counter logins(String mechanism, String outcome) {
        return meters.get("kwire.authentications").tags("mechanism", mechanism, "outcome", outcome).counter();
    }

    private Counter counter(String name) {
        return meters.get(name).counter();
    }

    private double open() {
        return meters.get("kwire.connections.open").gauge().value();
    }
}
