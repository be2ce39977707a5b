package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponse;
import io.kwire.codec.netty.RequestAuthorizer;

/**
 * Refuses each request whose principal the server's {@link Acls} do not grant its route's
 * {@link Operation}, with the route's own refusal.
 */
final class AclAuthorizer implements RequestAuthorizer {
    private final Route<?, ?>[] routes;
    private final Acls acls;

    AclAuthorizer(Route<?, ?>[] routes, Acls acls) {
        this.routes = routes;
        this.acls = acls;
    }

    @Override
    public KafkaResponse<?> refusal(KafkaRequest<?, ?> request) {
        Route<?, ?> route = routes[request.apiKey()];
        return acls.allows(request.principal(), route.operation()) ? null : route.refusal(request);
    }
}
