package io.kwire.proxy.tenant;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/** A response's list of named elements, cut down to what the tenant's clients may see. */
final class OwnElements {
    private OwnElements() {
    }

    /**
     * Keeps the elements of {@code elements} whose cluster name is the tenant's, renamed as its clients
     * name them, and those with no name (a topic known by id only); drops every other tenant's.
     */
    static <T> void keep(List<T> elements, TenantNames names, Function<T, String> name, BiConsumer<T, String> rename) {
        elements.removeIf(element -> {
            String clusterName = name.apply(element);
            if (clusterName == null) {
                return false;
            }
            String clientName = names.toClient(clusterName);
            if (clientName == null) {
                return true;
            }
            rename.accept(element, clientName);
            return false;
        });
    }
}
