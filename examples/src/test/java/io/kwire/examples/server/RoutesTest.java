package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.ApiRegistry;
import io.kwire.kafka.DescribeClusterRequest;
import io.kwire.kafka.DescribeClusterResponse;
import io.kwire.kafka.KwireApis;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The check {@link AdminServer#start} makes of its routes before it listens: a route that declares no
 * operation, or an API offered with no route, stops the server from starting, with a message that names it.
 * (A route cannot leave its declaration out altogether: {@link Route.Answer} is sealed, so an answer that is
 * neither {@link Route.Open}, {@link Route.ByTopic} nor {@link Route.Guarded} does not compile.)
 */
class RoutesTest {
    /** An answer a developer added and forgot to say what it needs: its operation is null. */
    private static final class UndeclaredAnswer
            implements Route.ByTopic<DescribeClusterRequest, DescribeClusterResponse> {
        @Override
        public Operation operation() {
            return null;
        }

        @Override
        public DescribeClusterResponse answer(DescribeClusterRequest request, short version, Access access) {
            return new DescribeClusterResponse();
        }
    }

    @Test
    void theServersOwnRoutesAreEachDeclared() throws Exception {
        try (AdminServer server = AdminServer.start(AdminServerConfig.defaults())) {
            Routes routes = new Routes(AdminServerConfig.defaults(), server.topics());
            Route<?, ?>[] byKey = routes.withApiVersions(server.apis());
            List<String> open = new ArrayList<>();
            for (Route<?, ?> route : byKey) {
                if (route != null && route.operation() == null) {
                    open.add(route.toString());
                }
            }
            assertEquals(List.of("API key 18 (ApiVersionsAnswer)"), open);
            assertEquals(Operation.DESCRIBE, byKey[KwireApis.METADATA.apiKey()].operation());
            assertEquals(Operation.DESCRIBE, byKey[KwireApis.LIST_OFFSETS.apiKey()].operation());
            assertEquals(Operation.WRITE, byKey[KwireApis.INIT_PRODUCER_ID.apiKey()].operation());
        }
    }

    @Test
    void aRouteThatDeclaresNoOperationStopsTheServerNamingIt() {
        Route<?, ?> undeclared = new Route<>(KwireApis.DESCRIBE_CLUSTER, new UndeclaredAnswer());
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> Routes.byKey(List.of(undeclared), ApiRegistry.of(KwireApis.DESCRIBE_CLUSTER)));
        assertTrue(refused.getMessage().startsWith("the route of API key 60 (UndeclaredAnswer) declares no operation"),
                refused.getMessage());
    }

    @Test
    void anApiOfferedWithoutARouteStopsTheServerNamingIt() {
        Route<?, ?> apiVersions = new Route<>(KwireApis.API_VERSIONS,
                new ApiVersionsAnswer(ApiRegistry.of(KwireApis.API_VERSIONS)));
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> Routes.byKey(
                List.of(apiVersions), ApiRegistry.of(KwireApis.API_VERSIONS, KwireApis.DESCRIBE_CLUSTER)));
        assertTrue(refused.getMessage().startsWith("API key 60 is offered but no route answers it"),
                refused.getMessage());
    }

    /** SASL's APIs are answered by the SASL handler before any route, as Kafka answers them to anyone. */
    @Test
    void saslsApisNeedNoRoute() {
        Route<?, ?> apiVersions = new Route<>(KwireApis.API_VERSIONS,
                new ApiVersionsAnswer(ApiRegistry.of(KwireApis.API_VERSIONS)));
        Route<?, ?>[] byKey = Routes.byKey(List.of(apiVersions), ApiRegistry.of(KwireApis.API_VERSIONS,
                KwireApis.SASL_HANDSHAKE, KwireApis.SASL_AUTHENTICATE));
        assertSame(apiVersions, byKey[KwireApis.API_VERSIONS.apiKey()]);
        assertNull(byKey[0]);
    }
}
