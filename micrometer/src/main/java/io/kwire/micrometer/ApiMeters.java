package io.kwire.micrometer;

import io.kwire.codec.ApiVersionRange;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.BaseUnits;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The meters of one Kafka API, tagged {@code api}: its requests counted per version, their decode time and
 * sizes, its responses' sizes, and the time its requests spend in the server. Made at the API's first
 * request, so that a scrape lists the APIs a server was asked for, not every API it offers.
 */
final class ApiMeters {
    /** The tag value of an API key, or a version, that the server's registry does not offer. */
    static final String UNKNOWN = "unknown";

    final Timer decode;
    final DistributionSummary requestSize;
    final DistributionSummary responseSize;
    final Timer duration;

    private final MeterRegistry meters;
    /** The server's own tags, then {@code api}. */
    private final Tags tags;
    private final ApiVersionRange offered;
    /** By version less the lowest offered; the last slot counts the versions the registry does not offer. */
    private final AtomicReferenceArray<Counter> requests;

    /**
     * The meters of the API named {@code api} in {@code meters}, tagged {@code serverTags} too, whose requests
     * are counted per version of {@code offered}, and together for any other; {@code offered} null counts
     * them all together.
     */
    ApiMeters(MeterRegistry meters, Tags serverTags, String api, ApiVersionRange offered) {
        this.meters = meters;
        this.tags = serverTags.and("api", api);
        this.offered = offered;
        this.requests = new AtomicReferenceArray<>(
                offered == null ? 1 : offered.highestVersion() - offered.lowestVersion() + 2);
        decode = Timer.builder("kwire.request.decode")
                .description("Time to read a request's header and body from its frame")
                .tags(tags)
                .register(meters);
        requestSize = DistributionSummary.builder("kwire.request.size")
                .description("Bytes of a request's frame, its size prefix included")
                .baseUnit(BaseUnits.BYTES)
                .tags(tags)
                .register(meters);
        responseSize = DistributionSummary.builder("kwire.response.size")
                .description("Bytes of a response's frame, its size prefix included")
                .baseUnit(BaseUnits.BYTES)
                .tags(tags)
                .register(meters);
        duration = Timer.builder("kwire.request.duration")
                .description("Time from a request read to its response written, its wait for earlier responses"
                        + " included")
                .tags(tags)
                .register(meters);
    }

    /** The counter of this API's requests at {@code version}. */
    Counter requests(short version) {
        boolean known = offered != null && offered.contains(version);
        int slot = known ? version - offered.lowestVersion() : requests.length() - 1;
        Counter counter = requests.get(slot);
        if (counter == null) {
            // Two event loops may both get here: the registry gives both the same counter.
            counter = Counter.builder("kwire.requests")
                    .description("Requests read, by API and version")
                    .tags(tags.and("version", known ? Short.toString(version) : UNKNOWN))
                    .register(meters);
            requests.set(slot, counter);
        }
        return counter;
    }
}
