package io.kwire.proxy.tenant;

import java.util.regex.Pattern;

/**
 * A tenant's names in the cluster: what its clients call {@code orders} (a topic, a consumer group,
 * a transactional id) lives in the cluster as {@code acme.orders}, and a cluster name without the
 * prefix is another tenant's, which its clients never see. Immutable.
 */
public final class TenantNames {
    private static final Pattern TENANT = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final String tenant;
    private final String prefix;
    /** What {@link #toClusterRegex} puts before a client's regular expression; a ")" goes after it. */
    private final String regexPrefix;

    /**
     * The names of tenant {@code tenant}: 1 to 64 letters, digits, {@code _} or {@code -}. No dot, so
     * that no tenant's prefix starts another's ({@code a.} and {@code a.b.} would share {@code a.b.x}).
     *
     * @throws IllegalArgumentException if {@code tenant} is not such a name
     */
    public TenantNames(String tenant) {
        if (tenant == null || !TENANT.matcher(tenant).matches()) {
            throw new IllegalArgumentException("a tenant is 1 to 64 letters, digits, '_' or '-', not " + tenant);
        }
        this.tenant = tenant;
        this.prefix = tenant + ".";
        this.regexPrefix = tenant + "\\.(?:";
    }

    /** The tenant's name. */
    public String tenant() {
        return tenant;
    }

    /** What every cluster name of the tenant starts with: its name and a dot. */
    public String prefix() {
        return prefix;
    }

    /** The cluster's name for what the tenant's clients call {@code name}; null stays null. */
    public String toCluster(String name) {
        return name == null ? null : prefix + name;
    }

    /** Whether the cluster's {@code name} is the tenant's. */
    public boolean owns(String clusterName) {
        return clusterName != null && clusterName.startsWith(prefix);
    }

    /** What the tenant's clients call the cluster's {@code name}, or null if it is not the tenant's (or null). */
    public String toClient(String clusterName) {
        return owns(clusterName) ? clusterName.substring(prefix.length()) : null;
    }

    /**
     * A regular expression that matches, in full, the cluster names of the tenant's topics whose
     * client names {@code regex} matches in full (as a broker matches a KIP-848 subscription); null and
     * the empty string (no regular expression) stay so. The tenant's name has no character a regular
     * expression treats specially.
     */
    public String toClusterRegex(String regex) {
        return regex == null || regex.isEmpty() ? regex : regexPrefix + regex + ")";
    }

    /**
     * The regular expression a tenant's client subscribed with, for one {@link #toClusterRegex} made;
     * null for any other, and for null; the empty string stays so.
     */
    public String toClientRegex(String clusterRegex) {
        if (clusterRegex == null || clusterRegex.isEmpty()) {
            return clusterRegex;
        }
        boolean ours = clusterRegex.startsWith(regexPrefix) && clusterRegex.endsWith(")");
        return ours ? clusterRegex.substring(regexPrefix.length(), clusterRegex.length() - 1) : null;
    }

    @Override
    public String toString() {
        return "tenant " + tenant;
    }
}
