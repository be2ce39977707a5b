package io.kwire.examples.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo proxy's {@code --tenant}: tenant mode on for a tenant, off without it, a bad name refused. */
class ProxyTenantArgumentTest {
    @Test
    void tenantTurnsTenantModeOn() {
        assertEquals("acme.", ProxyArguments.parse(List.of("--bootstrap", "kafka:9092", "--tenant", "acme"))
                .tenant().prefix());
        assertNull(ProxyArguments.parse(List.of("--bootstrap", "kafka:9092")).tenant());
    }

    @Test
    void aTenantWithADotIsRefusedSayingWhy() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ProxyArguments.parse(List.of("--bootstrap", "kafka:9092", "--tenant", "acme.eu")));
        assertTrue(refused.getMessage().startsWith("--tenant: a tenant is 1 to 64 letters"), refused.getMessage());
    }
}
