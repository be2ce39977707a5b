package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaPrincipal;

/**
 * What the principal of one request may do, as the server's {@link Acls} say: what a
 * {@link Route.ByTopic} answer asks of each topic its request names.
 *
 * @param acls the server's ACLs
 * @param principal who sent the request
 */
record Access(Acls acls, KafkaPrincipal principal) {
    /** Whether the principal may do {@code operation} on the topic named {@code topic}. */
    boolean allows(Operation operation, String topic) {
        return acls.allows(principal, operation, topic);
    }
}
