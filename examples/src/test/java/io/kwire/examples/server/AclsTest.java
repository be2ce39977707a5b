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
    void everyPrincipalMayDescribeAndOnlyGrantedOnesMayDoMore() {
        Acls acls = Acls.DESCRIBE_ONLY.allow(ALICE, Operation.CREATE);
        assertTrue(acls.allows(BOB, Operation.DESCRIBE));
        assertTrue(acls.allows(KafkaPrincipal.ANONYMOUS, Operation.DESCRIBE));
        assertTrue(acls.allows(ALICE, Operation.CREATE));
        assertFalse(acls.allows(ALICE, Operation.DELETE));
        for (Operation operation : EnumSet.complementOf(EnumSet.of(Operation.DESCRIBE))) {
            assertFalse(acls.allows(BOB, operation), operation.name());
        }
    }

    @Test
    void grantsAddUpAndAllowAllGrantsEveryOperation() {
        Acls acls = Acls.DESCRIBE_ONLY.allow(ALICE, Operation.READ).allow(ALICE, Operation.WRITE).allowAll(BOB);
        assertEquals(EnumSet.of(Operation.DESCRIBE, Operation.READ, Operation.WRITE), acls.grants().get(ALICE));
        for (Operation operation : Operation.values()) {
            assertTrue(acls.allows(BOB, operation), operation.name());
        }
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
        Acls widened = acls.allow(ALICE, Operation.DELETE);
        assertFalse(acls.allows(ALICE, Operation.DELETE));
        assertTrue(widened.allows(ALICE, Operation.DELETE));
    }
}
