package io.kwire.benchmarks;

import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.ViewedRequest;
import io.kwire.kafka.ProduceRequestView;
import io.kwire.proxy.BrokerConnection;
import io.kwire.proxy.KafkaProxy;
import io.kwire.proxy.ProduceRecordCounter;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.ProxyFilter;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.embedded.EmbeddedChannel;

/**
 * A proxy's work per exchange as kwire's {@link KafkaProxy} does it: the client connection's own
 * handlers ({@link KafkaProxy#initializeClient}) and a broker connection's
 * ({@link BrokerConnection#initialize}, correlation ids mapped as the proxy maps them), with a filter
 * that counts each Produce request's records per topic in place ({@link ProduceRecordCounter}) and
 * forwards it as it came; every response's broker addresses rewritten by the proxy's own
 * {@code EndpointRewriter}, through views and patches, the records never copied.
 * {@link KafkaProxyBenchmark} does the same work with Kafka's classes.
 */
public class KwireProxyBenchmark extends ProxyState {
    private final Counting filter = new Counting();

    @Override
    void connect() {
        broker = new EmbeddedChannel(new ChannelInitializer<Channel>() {
            @Override
            protected void initChannel(Channel ch) {
                BrokerConnection.initialize(ch.pipeline(), BrokerConnection.CorrelationIds.MAPPED);
            }
        });
        BrokerConnection connection = new BrokerConnection(broker);
        client = new EmbeddedChannel(new ChannelInitializer<Channel>() {
            @Override
            protected void initChannel(Channel ch) {
                KafkaProxy.initializeClient(ch.pipeline(), filter, addresses(), connection);
            }
        });
    }

    @Override
    int[] counted() {
        return filter.counted;
    }

    /**
     * Counts each Produce request's records per topic, then forwards it as it came; it serves one
     * connection, so one counter serves it.
     */
    private static final class Counting implements ProxyFilter {
        private final ProduceRecordCounter counter = new ProduceRecordCounter();
        int[] counted = new int[0];

        @Override
        public RequestFilter forms() {
            return ProduceRecordCounter.FORMS;
        }

        @Override
        public void onRequest(ProxyConnection connection, Object request) {
            if (request instanceof ViewedRequest produce) {
                ProduceRequestView view = produce.view(ProduceRequestView.class);
                int[] counts = new int[view.topicDataCount()];
                for (int t = 0; t < counts.length; t++) {
                    counts[t] = counter.records(view.topicData(t));
                }
                counted = counts;
            }
            connection.forward(request);
        }
    }
}
