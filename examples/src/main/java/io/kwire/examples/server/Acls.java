package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaPrincipal;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Who may do what on the server, cluster-wide: each principal's granted operations. Describing and
 * listing ({@link Operation#DESCRIBE}) is open to every principal; every other operation only to those
 * granted it, so a principal these ACLs do not name may only describe. A refused request gets
 * Kafka's answer: TOPIC_AUTHORIZATION_FAILED for each of its topics or partitions, or
 * CLUSTER_AUTHORIZATION_FAILED (TRANSACTIONAL_ID_AUTHORIZATION_FAILED with a transactional id) for
 * InitProducerId.
 *
 * @param grants each principal's operations besides {@link Operation#DESCRIBE}
 */
public record Acls(Map<KafkaPrincipal, Set<Operation>> grants) {
    /** ACLs that grant nothing: every principal may only describe. */
    public static final Acls DESCRIBE_ONLY = new Acls(Map.of());

    /** Copies {@code grants}, so that these ACLs never change. */
    public Acls {
        Map<KafkaPrincipal, Set<Operation>> copy = new HashMap<>();
        grants.forEach((principal, operations) -> copy.put(principal, Collections.unmodifiableSet(
                operations.isEmpty() ? EnumSet.noneOf(Operation.class) : EnumSet.copyOf(operations))));
        grants = Collections.unmodifiableMap(copy);
    }

    /** These ACLs, granting {@code principal} every operation. */
    public Acls allowAll(KafkaPrincipal principal) {
        return allow(principal, Operation.values());
    }

    /** These ACLs, granting {@code principal} {@code operations} besides those it had. */
    public Acls allow(KafkaPrincipal principal, Operation... operations) {
        Map<KafkaPrincipal, Set<Operation>> widened = new HashMap<>(grants);
        Set<Operation> granted = EnumSet.of(Operation.DESCRIBE, operations);
        granted.addAll(grants.getOrDefault(principal, Set.of()));
        widened.put(principal, granted);
        return new Acls(widened);
    }

    /** Whether {@code principal} may do {@code operation}. */
    public boolean allows(KafkaPrincipal principal, Operation operation) {
        return operation == Operation.DESCRIBE || grants.getOrDefault(principal, Set.of()).contains(operation);
    }
}
