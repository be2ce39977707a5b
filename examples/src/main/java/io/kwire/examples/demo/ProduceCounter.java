package io.kwire.examples.demo;

import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.codec.netty.ViewedResponse;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.MetadataResponseView;
import io.kwire.kafka.ProduceRequestView;
import io.kwire.proxy.ProduceRecordCounter;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.ProxyFilter;
import io.kwire.proxy.TopicNames;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The demo proxy's filter: one line per Produce request with its records counted per topic, read in
 * place from the record batches' headers (nothing decompressed or copied), the request then
 * forwarded as it came. Produce v13 names topics by id: their names are learned from the Metadata
 * responses that pass, which the clients ask for before they produce.
 */
final class ProduceCounter implements ProxyFilter {
    /** Produce's first version that names topics by id. */
    private static final short FIRST_BY_ID = 13;

    private final PrintStream out;
    private final TopicNames names = new TopicNames();

    /** A counter printing its lines to {@code out}. */
    ProduceCounter(PrintStream out) {
        this.out = out;
    }

    @Override
    public RequestFilter forms() {
        return ProduceRecordCounter.FORMS;
    }

    @Override
    public void onRequest(ProxyConnection connection, Object request) {
        if (request instanceof ViewedRequest produce) {
            out.println(line(produce));
        }
        connection.forward(request);
    }

    @Override
    public KafkaFrame onResponse(ProxyConnection connection, KafkaFrame response, Object context) {
        if (response.apiKey() != KwireApis.METADATA.apiKey()
                || response.apiVersion() < TopicNames.METADATA_FIRST_WITH_IDS) {
            return response;
        }
        ViewedResponse metadata = ViewedResponse.of(response, MetadataResponseCodec.INSTANCE,
                new MetadataResponseView());
        names.learn(metadata.view(MetadataResponseView.class));
        return metadata.forward(connection.alloc());
    }

    /** {@code Produce v13 (client c): orders 120 records, clicks 3 records}. */
    private String line(ViewedRequest produce) {
        ProduceRequestView view = produce.view(ProduceRequestView.class);
        Map<String, Integer> counts = new LinkedHashMap<>();
        // One a request: the filter serves every connection, each on its own event loop.
        ProduceRecordCounter counter = new ProduceRecordCounter();
        for (int t = 0; t < view.topicDataCount(); t++) {
            ProduceRequestView.TopicProduceDataView topic = view.topicData(t);
            counts.merge(topicName(topic, produce.apiVersion()), counter.records(topic), Integer::sum);
        }
        StringBuilder line = new StringBuilder("Produce v").append(produce.apiVersion()).append(" (client ")
                .append(produce.header().clientId).append("):");
        String separator = " ";
        for (Map.Entry<String, Integer> count : counts.entrySet()) {
            line.append(separator).append(count.getKey()).append(' ').append(count.getValue()).append(" records");
            separator = ", ";
        }
        return line.toString();
    }

    /** The topic's name; its id where the request names it by id and no Metadata response gave the name. */
    private String topicName(ProduceRequestView.TopicProduceDataView topic, short version) {
        if (version < FIRST_BY_ID) {
            return topic.name();
        }
        UUID id = topic.topicId();
        String name = names.nameOf(id);
        return name != null ? name : id.toString();
    }
}
