package io.kwire.proxy.tenant;

import io.kwire.kafka.FetchRequestView;
import java.util.List;
import java.util.UUID;

/**
 * The topic ids of a Fetch request (v13+, which names topics by id only), read in place, for
 * {@link TopicOwnership} to check: the topics fetched and those the fetch session forgets. Nothing
 * is renamed, and the response, by id too, passes as it came.
 */
final class FetchIds {
    private FetchIds() {
    }

    /** Collects the topic ids of {@code request} into {@code ids}. */
    static void collect(FetchRequestView request, List<UUID> ids) {
        for (int t = 0; t < request.topicsCount(); t++) {
            ids.add(request.topics(t).topicId());
        }
        for (int t = 0; t < request.forgottenTopicsDataCount(); t++) {
            ids.add(request.forgottenTopicsData(t).topicId());
        }
    }
}
