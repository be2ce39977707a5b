package io.kwire.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Chooses the classes a package's {@code KwireApis} uses: for each API key and type the package's
 * only class, or the one marked {@code @ApiKey(primary = true)} among several. Several with none
 * marked leave that side out, with a warning; several marked are an error. A request and response
 * that share no version are an error on the later one, which the registry leaves out. The codecs
 * of every class are written whatever is chosen here.
 */
final class RegistryChoices {
    private final Reporter reporter;

    RegistryChoices(Reporter reporter) {
        this.reporter = reporter;
    }

    /** The APIs of {@code pkg}'s registry, in API key order, from its messages in the order they were read. */
    List<RegistryApi> choose(String pkg, List<MessageModel> messages) {
        Map<Integer, List<MessageModel>> byKey = new TreeMap<>();
        for (MessageModel message : messages) {
            byKey.computeIfAbsent(message.apiKey(), key -> new ArrayList<>()).add(message);
        }
        List<RegistryApi> apis = new ArrayList<>();
        byKey.forEach((apiKey, classes) -> {
            List<MessageModel> leftOut = new ArrayList<>();
            MessageModel request = chooseSide(pkg, apiKey, true, classes, leftOut);
            MessageModel response = chooseSide(pkg, apiKey, false, classes, leftOut);
            if (request != null && response != null && request.versions().intersect(response.versions()).isEmpty()) {
                boolean responseLater = classes.indexOf(response) > classes.indexOf(request);
                MessageModel later = responseLater ? response : request;
                MessageModel earlier = responseLater ? request : response;
                reporter.report(Diagnostic.DISJOINT_API_VERSIONS, later.origin(), later.type().canonicalName(),
                        later.versions(), earlier.type().canonicalName(), earlier.versions(), apiKey);
                request = responseLater ? request : null;
                response = responseLater ? null : response;
            }
            if (request != null || response != null) {
                apis.add(new RegistryApi(apiKey, request, response, List.copyOf(leftOut)));
            }
        });
        return apis;
    }

    /**
     * The class of one side of an API the registry uses, or null; adds the classes it leaves out
     * unchosen to {@code leftOut}.
     */
    private MessageModel chooseSide(String pkg, int apiKey, boolean request, List<MessageModel> classes,
            List<MessageModel> leftOut) {
        List<MessageModel> side = new ArrayList<>();
        List<MessageModel> primary = new ArrayList<>();
        for (MessageModel message : classes) {
            if (message.request() == request) {
                side.add(message);
                if (message.primary()) {
                    primary.add(message);
                }
            }
        }
        if (side.size() <= 1) {
            return side.isEmpty() ? null : side.get(0);
        }
        if (primary.size() == 1) {
            return primary.get(0);
        }
        String what = "API " + apiKey + " " + (request ? "request" : "response");
        if (primary.isEmpty()) {
            for (MessageModel message : side) {
                reporter.report(Diagnostic.AMBIGUOUS_API_CLASS, message.origin(), pkg, what, names(side));
            }
            leftOut.addAll(side);
        } else {
            for (MessageModel message : primary) {
                reporter.report(Diagnostic.CONFLICTING_PRIMARY, message.origin(), pkg, what, names(primary));
            }
        }
        return null;
    }

    private static String names(List<MessageModel> messages) {
        List<String> names = new ArrayList<>();
        messages.forEach(message -> names.add(message.type().canonicalName()));
        return String.join(", ", names);
    }
}
