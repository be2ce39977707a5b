package io.kwire.examples.server;

import io.kwire.codec.netty.KafkaPrincipal;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Who may do what on the server: the operations each principal is granted on every topic, and on
 * single topics. What they do not grant is refused, describing too, as Kafka's authorizer refuses it:
 * a principal these ACLs do not name may do nothing but ApiVersions and log in. As in Kafka, a grant
 * of READ, WRITE, DELETE or ALTER on a topic lets its principal DESCRIBE it too, and grants to
 * {@code User:*} are every principal's.
 *
 * <pre>{@code
 * Acls acls = Acls.NONE.allowAll(KafkaPrincipal.user("alice"))            // everything, on every topic
 *         .allow(KafkaPrincipal.user("bob"), Operation.DESCRIBE)           // sees every topic
 *         .allow(KafkaPrincipal.user("carol"), "orders", Operation.READ);  // sees and reads "orders" only
 * }</pre>
 *
 * @param grants each principal's operations on every topic, and on the cluster
 * @param topicGrants each principal's operations on single topics, by topic name
 */
public record Acls(Map<KafkaPrincipal, Set<Operation>> grants,
        Map<KafkaPrincipal, Map<String, Set<Operation>>> topicGrants) {
    /** Kafka's wildcard principal: what it is granted, every principal is. */
    private static final KafkaPrincipal EVERY_USER = KafkaPrincipal.user("*");
    private static final Set<Operation> IMPLY_DESCRIBE = EnumSet.of(Operation.DESCRIBE, Operation.READ,
            Operation.WRITE, Operation.DELETE, Operation.ALTER);

    /** ACLs that grant nothing: every request but ApiVersions and SASL's is refused. */
    public static final Acls NONE = new Acls(Map.of(), Map.of());

    /** ACLs that let every principal describe every topic ({@code User:*} granted DESCRIBE), and nothing more. */
    public static final Acls DESCRIBE_ONLY = NONE.allow(EVERY_USER, Operation.DESCRIBE);

    /** ACLs that let every principal do everything: the server's when its config has none. */
    static final Acls EVERYTHING = NONE.allowAll(EVERY_USER);

    /** Copies both maps, so that these ACLs never change. */
    public Acls {
        Map<KafkaPrincipal, Set<Operation>> grantsCopy = new HashMap<>();
        grants.forEach((principal, operations) -> grantsCopy.put(principal, copy(operations)));
        Map<KafkaPrincipal, Map<String, Set<Operation>>> topicsCopy = new HashMap<>();
        topicGrants.forEach((principal, byTopic) -> {
            Map<String, Set<Operation>> copied = new HashMap<>();
            byTopic.forEach((topic, operations) -> copied.put(topic, copy(operations)));
            topicsCopy.put(principal, Collections.unmodifiableMap(copied));
        });
        grants = Collections.unmodifiableMap(grantsCopy);
        topicGrants = Collections.unmodifiableMap(topicsCopy);
    }

    /** ACLs granting each principal of {@code grants} its operations on every topic, and nothing on single topics. */
    public Acls(Map<KafkaPrincipal, Set<Operation>> grants) {
        this(grants, Map.of());
    }

    /** These ACLs, granting {@code principal} every operation on every topic. */
    public Acls allowAll(KafkaPrincipal principal) {
        return allow(principal, Operation.values());
    }

    /** These ACLs, granting {@code principal} {@code operations} on every topic, besides what it had. */
    public Acls allow(KafkaPrincipal principal, Operation... operations) {
        Map<KafkaPrincipal, Set<Operation>> widened = new HashMap<>(grants);
        widened.put(principal, union(grants.get(principal), operations));
        return new Acls(widened, topicGrants);
    }

    /** These ACLs, granting {@code principal} {@code operations} on the topic named {@code topic}, besides its own. */
    public Acls allow(KafkaPrincipal principal, String topic, Operation... operations) {
        Map<String, Set<Operation>> byTopic = new HashMap<>(topicGrants.getOrDefault(principal, Map.of()));
        byTopic.put(topic, union(byTopic.get(topic), operations));
        Map<KafkaPrincipal, Map<String, Set<Operation>>> widened = new HashMap<>(topicGrants);
        widened.put(principal, byTopic);
        return new Acls(grants, widened);
    }

    /** Whether {@code principal} may do {@code operation} on every topic, and on the cluster. */
    public boolean allows(KafkaPrincipal principal, Operation operation) {
        return grants(grants.get(principal), operation) || grants(grants.get(EVERY_USER), operation);
    }

    /** Whether {@code principal} may do {@code operation} on the topic named {@code topic}. */
    public boolean allows(KafkaPrincipal principal, Operation operation, String topic) {
        return allows(principal, operation) || grants(onTopic(principal, topic), operation)
                || grants(onTopic(EVERY_USER, topic), operation);
    }

    /** Whether {@code principal} may do {@code operation} on some topic: Kafka's test for an idempotent producer. */
    boolean allowsOnSomeTopic(KafkaPrincipal principal, Operation operation) {
        return allows(principal, operation) || onSomeTopic(principal, operation) || onSomeTopic(EVERY_USER, operation);
    }

    private Set<Operation> onTopic(KafkaPrincipal principal, String topic) {
        return topicGrants.getOrDefault(principal, Map.of()).get(topic);
    }

    private boolean onSomeTopic(KafkaPrincipal principal, Operation operation) {
        return topicGrants.getOrDefault(principal, Map.of()).values().stream()
                .anyMatch(granted -> grants(granted, operation));
    }

    /** Whether {@code granted} (null for nothing) holds {@code operation}, or for DESCRIBE one that implies it. */
    private static boolean grants(Set<Operation> granted, Operation operation) {
        if (granted == null) {
            return false;
        }
        if (operation != Operation.DESCRIBE) {
            return granted.contains(operation);
        }
        for (Operation implying : IMPLY_DESCRIBE) {
            if (granted.contains(implying)) {
                return true;
            }
        }
        return false;
    }

    private static Set<Operation> union(Set<Operation> had, Operation... operations) {
        Set<Operation> granted = had == null ? EnumSet.noneOf(Operation.class) : EnumSet.copyOf(had);
        Collections.addAll(granted, operations);
        return granted;
    }

    private static Set<Operation> copy(Set<Operation> operations) {
        return Collections.unmodifiableSet(operations.isEmpty() ? EnumSet.noneOf(Operation.class)
                : EnumSet.copyOf(operations));
    }
}
