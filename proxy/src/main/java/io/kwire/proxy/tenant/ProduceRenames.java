package io.kwire.proxy.tenant;

import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.ViewedResponse;
import io.kwire.kafka.ProduceRequestView;
import io.kwire.kafka.ProduceResponseCodec;
import io.kwire.kafka.ProduceResponseView;
import io.netty.buffer.ByteBufAllocator;
import java.util.List;
import java.util.UUID;

/**
 * Produce through views and patches, its records never read or copied: a request's topic names
 * (v3-12) and transactional id patched into the tenant's namespace where they lie, its topic ids
 * (v13) collected; a response's topic names (v3-12) patched back. One per connection: it reuses its
 * response view, so it is not thread-safe.
 */
final class ProduceRenames {
    private static final short FIRST_BY_ID = 13;

    private final TenantNames names;
    private final ProduceResponseView response = new ProduceResponseView();

    ProduceRenames(TenantNames names) {
        this.names = names;
    }

    /** Sets the patches on {@code request}, a Produce request's view at {@code version}; collects its topic ids. */
    void request(ProduceRequestView request, short version, List<UUID> ids) {
        String transactionalId = request.transactionalId();
        if (transactionalId != null) {
            request.setTransactionalId(names.toCluster(transactionalId));
        }
        for (int t = 0; t < request.topicDataCount(); t++) {
            ProduceRequestView.TopicProduceDataView topic = request.topicData(t);
            if (version >= FIRST_BY_ID) {
                ids.add(topic.topicId());
            } else {
                topic.setName(names.toCluster(topic.name()));
            }
        }
    }

    /** {@code frame}, a Produce response, with its topic names given back as the client named them; takes it over. */
    KafkaFrame response(KafkaFrame frame, ByteBufAllocator alloc) {
        if (frame.apiVersion() >= FIRST_BY_ID) {
            return frame;
        }
        ViewedResponse viewed = ViewedResponse.of(frame, ProduceResponseCodec.INSTANCE, response);
        try {
            for (int t = 0; t < response.responsesCount(); t++) {
                ProduceResponseView.TopicProduceResponseView topic = response.responses(t);
                String name = names.toClient(topic.name());
                if (name != null) {
                    topic.setName(name);
                }
            }
        } catch (RuntimeException e) {
            viewed.release();
            throw e;
        }
        return viewed.forward(alloc);
    }
}
