package io.kwire.proxy.tenant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A tenant's names both ways, its regular expressions, and the tenant names refused. */
class TenantNamesTest {
    private final TenantNames acme = new TenantNames("acme");

    @Test
    void namesGainAndLoseThePrefix() {
        assertEquals("acme.orders", acme.toCluster("orders"));
        assertNull(acme.toCluster(null));
        assertEquals("orders", acme.toClient("acme.orders"));
        assertNull(acme.toClient("acmeorders"), "no dot, not acme's");
        assertNull(acme.toClient("globex.orders"));
        assertNull(acme.toClient("__consumer_offsets"));
    }

    @Test
    void aRegularExpressionMatchesTheTenantsTopicsOnlyAndComesBack() {
        String cluster = acme.toClusterRegex("ord.*|pay");
        assertTrue(Pattern.matches(cluster, "acme.orders"));
        assertTrue(Pattern.matches(cluster, "acme.pay"));
        assertFalse(Pattern.matches(cluster, "globex.orders"));
        assertFalse(Pattern.matches(cluster, "acmeXorders"), "the dot is literal");
        assertFalse(Pattern.matches(cluster, "acme.payments"), "the alternation stays inside");
        assertEquals("ord.*|pay", acme.toClientRegex(cluster));
        assertNull(acme.toClientRegex(new TenantNames("globex").toClusterRegex("ord.*")));
        assertEquals("", acme.toClusterRegex(""));
        assertNull(acme.toClusterRegex(null));
    }

    @Test
    void aTenantNameWithADotOrNothingIsRefused() {
        for (String bad : new String[] {"acme.eu", "", "a b", "x".repeat(65)}) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> new TenantNames(bad));
            assertTrue(refused.getMessage().contains(bad), refused.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> new TenantNames(null));
    }
}
