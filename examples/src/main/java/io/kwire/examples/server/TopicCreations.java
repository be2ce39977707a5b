package io.kwire.examples.server;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Creates the topics of one CreateTopics request, whatever its dialect: each name once, duplicates refused
 * (INVALID_REQUEST), then each the principal may not create refused (TOPIC_AUTHORIZATION_FAILED), in
 * Kafka's order.
 */
final class TopicCreations {
    private TopicCreations() {
    }

    /** A topic's name and what became of it. */
    record Created(String name, TopicRegistry.TopicResult result) {
    }

    /** Kafka's message for a topic the principal may not create. */
    static final String AUTHORIZATION_FAILED = "Authorization failed.";

    static List<Created> create(TopicRegistry registry, List<TopicRequest> requests, boolean validateOnly,
            Predicate<String> mayCreate) {
        Map<String, Integer> counts = new HashMap<>();
        requests.forEach(request -> counts.merge(request.name(), 1, Integer::sum));
        List<Created> created = new ArrayList<>();
        for (TopicRequest request : requests) {
            int count = counts.get(request.name());
            if (count == 1 && !mayCreate.test(request.name())) {
                created.add(new Created(request.name(), new TopicRegistry.TopicResult(
                        new Outcome(ErrorCode.TOPIC_AUTHORIZATION_FAILED, AUTHORIZATION_FAILED), null)));
            } else if (count == 1) {
                created.add(new Created(request.name(), registry.create(request, validateOnly)));
            } else if (count > 1) {
                // Answered once, as Kafka does; 0 marks the name answered.
                counts.put(request.name(), 0);
                created.add(new Created(request.name(), new TopicRegistry.TopicResult(
                        new Outcome(ErrorCode.INVALID_REQUEST, "Duplicate topic name."), null)));
            }
        }
        return created;
    }
}
