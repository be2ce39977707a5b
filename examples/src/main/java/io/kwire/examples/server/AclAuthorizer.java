package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaRequest;
import io.kwire.codec.netty.KafkaResponse;
import io.kwire.codec.netty.RequestAuthorizer;

/**
 * Refuses each request of a {@link Route.Guarded} route whose principal the server's {@link Acls} do not
 * grant its operation, with the route's own refusal. The requests of other routes pass: an
 * {@link Route.Open} one needs nothing, and a {@link Route.ByTopic} one is refused topic by topic by
 * its answer.
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
        return routes[request.apiKey()].refusal(request, acls);
    }
}
