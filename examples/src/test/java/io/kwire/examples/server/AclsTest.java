package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.netty.KafkaPrincipal;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class AclsTest {
    private static final KafkaPrincipal ALICE = KafkaPrincipal.user("alice");
    private static final KafkaPrincipal BOB = KafkaPrincipal.user("bob");

    @Test
    void noAclsGrantNothingNotEvenDescribe() {
        for (Operation operation : Operation.values()) {
            assertFalse(Acls.NONE.allows(ALICE, operation), operation.name());
            assertFalse(Acls.NONE.allows(ALICE, operation, "orders"), operation.name());
            assertFalse(Acls.NONE.allowsOnSomeTopic(ALICE, operation), operation.name());
        }
    }

    @Test
    void describeOnlyLetsEveryPrincipalDescribeEveryTopicAndNothingMore() {
        for (KafkaPrincipal principal : new KafkaPrincipal[] {ALICE, KafkaPrincipal.ANONYMOUS,
                new KafkaPrincipal("Group", "ops")}) {
            assertTrue(Acls.DESCRIBE_ONLY.allows(principal, Operation.DESCRIBE, "orders"), principal.toString());
            for (Operation operation : EnumSet.complementOf(EnumSet.of(Operation.DESCRIBE))) {
                assertFalse(Acls.DESCRIBE_ONLY.allows(principal, operation, "orders"), operation.name());
            }
        }
    }

    @Test
    void onlyGrantedPrincipalsMayAndGrantsAddUp() {
        Acls acls = Acls.NONE.allow(ALICE, Operation.READ).allow(ALICE, Operation.WRITE).allowAll(BOB);
        assertEquals(EnumSet.of(Operation.READ, Operation.WRITE), acls.grants().get(ALICE));
        assertTrue(acls.allows(ALICE, Operation.READ, "orders"));
        assertFalse(acls.allows(ALICE, Operation.DELETE, "orders"));
        for (Operation operation : Operation.values()) {
            assertTrue(acls.allows(BOB, operation, "any"), operation.name());
            assertFalse(acls.allows(KafkaPrincipal.user("carol"), operation, "any"), operation.name());
        }
    }

    /** As in Kafka's authorizer, READ, WRITE, DELETE and ALTER imply DESCRIBE; CREATE does not. */
    @Test
    void describeIsImpliedAsInKafka() {
        for (Operation operation : EnumSet.of(Operation.READ, Operation.WRITE, Operation.DELETE, Operation.ALTER)) {
            assertTrue(Acls.NONE.allow(ALICE, "orders", operation).allows(ALICE, Operation.DESCRIBE, "orders"),
                    operation.name());
        }
        assertFalse(Acls.NONE.allow(ALICE, "orders", Operation.CREATE).allows(ALICE, Operation.DESCRIBE, "orders"));
    }

    @Test
    void aGrantOnOneTopicCoversThatTopicAlone() {
        Acls acls = Acls.NONE.allow(ALICE, "orders", Operation.DESCRIBE, Operation.WRITE);
        assertTrue(acls.allows(ALICE, Operation.WRITE, "orders"));
        assertFalse(acls.allows(ALICE, Operation.WRITE, "payments"));
        assertFalse(acls.allows(ALICE, Operation.DESCRIBE, "payments"));
        assertFalse(acls.allows(ALICE, Operation.WRITE), "a grant on one topic is none on every topic");
        assertFalse(acls.allows(BOB, Operation.DESCRIBE, "orders"));
        assertTrue(acls.allowsOnSomeTopic(ALICE, Operation.WRITE));
        assertFalse(acls.allowsOnSomeTopic(ALICE, Operation.READ));
        assertEquals(Map.of("orders", EnumSet.of(Operation.DESCRIBE, Operation.WRITE)), acls.topicGrants().get(ALICE));
    }

    @Test
    void aclsNeverChangeOnceMade() {
        Map<KafkaPrincipal, Set<Operation>> grants = new HashMap<>();
        Set<Operation> operations = EnumSet.of(Operation.READ);
        grants.put(ALICE, operations);
        Acls acls = new Acls(grants);
        operations.add(Operation.DELETE);
        grants.put(BOB, EnumSet.allOf(Operation.class));
        assertFalse(acls.allows(ALICE, Operation.DELETE));
        assertFalse(acls.allows(BOB, Operation.READ));
        assertThrows(UnsupportedOperationException.class, () -> acls.grants().get(ALICE).add(Operation.DELETE));
        Acls widened = acls.allow(ALICE, Operation.DELETE).allow(ALICE, "orders", Operation.ALTER);
        assertFalse(acls.allows(ALICE, Operation.DELETE));
        assertTrue(widened.allows(ALICE, Operation.DELETE));
        assertFalse(acls.allows(ALICE, Operation.ALTER, "orders"));
        assertThrows(UnsupportedOperationException.class,
                () -> widened.topicGrants().get(ALICE).get("orders").add(Operation.READ));
    }
}
