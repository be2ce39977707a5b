package io.kwire.examples.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.kwire.codec.UnsupportedVersionException;
import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.examples.server.AdminServer;
import io.kwire.examples.server.AdminServerConfig;
import io.kwire.examples.server.ErrorCode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The kwire client's KIP-409 builders against the example server in KIP-409 mode, over loopback. */
@ExtendWith(FailOnByteBufLeaks.class)
class Kip409ClientTest {

    @Test
    void createsUnderReplicatedTopicsAndPartitions() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults().withKip409().withBrokers(3));
                KwireAdmin admin = connect(server, Dialect.KIP_409)) {
            assertEquals(4, admin.version(io.kwire.examples.kip409.KwireApis.CREATE_TOPICS));
            List<TopicOutcome> created = admin.createTopics(List.of(
                    new NewTopic("under", 2, (short) 5).minRequiredReplicationFactor((short) 2),
                    new NewTopic("strict", 2, (short) 5).minRequiredReplicationFactor((short) 4),
                    new NewTopic("plain", 2, (short) 3)), false).get();
            assertEquals(List.of(ErrorCode.CREATED_UNDER_REPLICATED, ErrorCode.INVALID_REPLICATION_FACTOR,
                    ErrorCode.NONE), created.stream().map(outcome -> ErrorCode.of(outcome.errorCode())).toList());
            assertEquals(3, server.topics().byName("under").replicationFactor());

            server.topics().setLiveBrokers(2);
            List<TopicOutcome> grown = admin.createPartitions(Map.of("plain",
                    NewPartition.increaseTo(4).minRequiredReplicationFactor((short) 2)), false).get();
            assertEquals(ErrorCode.CREATED_UNDER_REPLICATED, ErrorCode.of(grown.get(0).errorCode()));
            assertEquals(List.of(3, 3, 2, 2), server.topics().byName("plain").replicas().stream()
                    .map(List::size).toList());
            List<TopicOutcome> refused = admin.createPartitions(Map.of("plain",
                    NewPartition.increaseTo(5)), false).get();
            assertEquals(ErrorCode.INVALID_REPLICATION_FACTOR, ErrorCode.of(refused.get(0).errorCode()));
        }
    }

    @Test
    void refusesAMinimumTheServerCannotCarry() throws Exception {
        try (AdminServer kafkaDialect = AdminServer.start(AdminServerConfig.defaults());
                KwireAdmin admin = connect(kafkaDialect, Dialect.KAFKA)) {
            assertCause(UnsupportedVersionException.class, admin.createTopics(List.of(
                    new NewTopic("t", 1, (short) 1).minRequiredReplicationFactor((short) 1)), false));
            assertCause(UnsupportedVersionException.class, admin.createPartitions(Map.of("t",
                    NewPartition.increaseTo(2).minRequiredReplicationFactor((short) 1)), false));
        }
        AdminServerConfig olderKip409 = AdminServerConfig.defaults().withKip409().withVersions(registry -> registry
                .withVersions((short) 19, (short) 2, (short) 3).withVersions((short) 37, (short) 0, (short) 1));
        try (AdminServer server = AdminServer.start(olderKip409); KwireAdmin admin = connect(server, Dialect.KIP_409)) {
            assertCause(UnsupportedVersionException.class, admin.createTopics(List.of(
                    new NewTopic("t", 1, (short) 1).minRequiredReplicationFactor((short) 1)), false));
            assertEquals(ErrorCode.NONE, ErrorCode.of(admin.createTopics(List.of(new NewTopic("t", 1, (short) 1)),
                    false).get().get(0).errorCode()));
        }
    }

    private static KwireAdmin connect(AdminServer server, Dialect dialect) throws Exception {
        return KwireAdmin.connect(server.address().getHostString(), server.address().getPort(), dialect);
    }

    private static void assertCause(Class<? extends Throwable> expected, CompletableFuture<?> future) {
        ExecutionException failure = assertThrows(ExecutionException.class, future::get);
        assertInstanceOf(expected, failure.getCause());
    }
}
