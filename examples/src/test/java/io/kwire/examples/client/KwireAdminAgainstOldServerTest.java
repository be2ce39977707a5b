package io.kwire.examples.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.kafka.KwireApis;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link KwireAdmin} against the example server offering only old versions, as an old broker would: it gets the
 * KIP-511 answer to its ApiVersions v5, retries at v0, and lists topics with the Metadata version offered.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class KwireAdminAgainstOldServerTest {
    /** Metadata v1 to v3 lack {@code allowAutoTopicCreation}, which v4 brought. */
    @ParameterizedTest(name = "Metadata v{0}")
    @ValueSource(shorts = {1, 2, 3, 4})
    void listsTopicsAtOldMetadataVersions(short metadata) throws Exception {
        AdminServerConfig config = AdminServerConfig.defaults().withOldestVersionsOnly(
                registry -> registry.withVersions(KwireApis.METADATA.apiKey(), metadata, metadata));
        try (AdminServer server = AdminServer.start(config);
                KwireAdmin kwire = KwireAdmin.connect("127.0.0.1", server.address().getPort(), Dialect.KAFKA)) {
            assertEquals(metadata, kwire.version(KwireApis.METADATA));
            TopicOutcome created = kwire.createTopics(List.of(new NewTopic("old", 2, (short) 1)), false)
                    .get(10, TimeUnit.SECONDS).get(0);
            assertEquals(0, created.errorCode(), created::toString);

            List<TopicListing> listed = kwire.listTopics().get(10, TimeUnit.SECONDS);

            assertEquals(List.of(new TopicListing("old", new UUID(0, 0), List.of(List.of(1), List.of(2)))),
                    listed);
        }
    }
}
