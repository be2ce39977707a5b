package io.kwire.processor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code @ApiKey} messages of each package, gathered round by round until the package's
 * registry is written.
 */
final class ApiPackages {
    private final Reporter reporter;
    private final Map<String, List<MessageModel>> pending = new LinkedHashMap<>();
    private final Set<String> written = new TreeSet<>();

    ApiPackages(Reporter reporter) {
        this.reporter = reporter;
    }

    /** Adds an API message whose codec was written, or reports that its package's registry is already written. */
    void add(MessageModel message) {
        String pkg = message.type().packageName();
        if (written.contains(pkg)) {
            reporter.report(Diagnostic.LATE_API_MESSAGE, message.origin(), message.type().canonicalName(), pkg);
            return;
        }
        pending.computeIfAbsent(pkg, key -> new ArrayList<>()).add(message);
    }

    /**
     * Takes the packages none of whose classes wait for a later round, with their messages; each
     * package is taken once.
     */
    Map<String, List<MessageModel>> takeReady(Set<String> waitingPackages) {
        Map<String, List<MessageModel>> ready = new LinkedHashMap<>();
        pending.keySet().removeIf(pkg -> {
            if (waitingPackages.contains(pkg)) {
                return false;
            }
            ready.put(pkg, pending.get(pkg));
            written.add(pkg);
            return true;
        });
        return ready;
    }
}
