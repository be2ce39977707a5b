package io.kwire.proxy.tenant;

import io.kwire.kafka.MetadataResponseView;
import io.kwire.proxy.TopicNames;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.MetadataResponseData;

/** Topic names as a proxy learns them: from a Metadata answer Kafka wrote. */
final class TopicNamesLearned {
    private static final short VERSION = 12;

    private TopicNamesLearned() {
    }

    /** Names learned from an answer naming the topics {@code name1} and {@code name2}. */
    static TopicNames of(String name1, Uuid id1, String name2, Uuid id2) {
        MetadataResponseData data = new MetadataResponseData();
        data.topics().add(new MetadataResponseData.MetadataResponseTopic().setName(name1).setTopicId(id1));
        data.topics().add(new MetadataResponseData.MetadataResponseTopic().setName(name2).setTopicId(id2));
        ByteBuf body = PooledByteBufAllocator.DEFAULT.buffer().writeBytes(KafkaFrames.bytes(data, VERSION));
        try {
            TopicNames names = new TopicNames();
            names.learn(new MetadataResponseView().reset(body, VERSION));
            return names;
        } finally {
            body.release();
        }
    }
}
