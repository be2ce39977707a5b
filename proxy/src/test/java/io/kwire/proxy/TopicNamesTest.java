package io.kwire.proxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.kafka.MetadataResponseView;
import io.kwire.testkit.oracle.KafkaFrames;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.embedded.EmbeddedChannel;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.MetadataRequestData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Topic names learned from Metadata answers Kafka wrote, and asked of a broker by id. */
@ExtendWith(FailOnByteBufLeaks.class)
class TopicNamesTest {
    private static final short VERSION = 12;

    private static UUID uuid(Uuid id) {
        return new UUID(id.getMostSignificantBits(), id.getLeastSignificantBits());
    }

    @Test
    void namesAreLearnedFromAMetadataAnswer() {
        Uuid orders = Uuid.randomUuid();
        MetadataResponseData data = new MetadataResponseData();
        data.topics().add(new MetadataResponseData.MetadataResponseTopic().setName("orders").setTopicId(orders));
        Uuid missing = Uuid.randomUuid();
        data.topics().add(new MetadataResponseData.MetadataResponseTopic().setName("missing")
                .setTopicId(missing).setErrorCode((short) 3));
        ByteBuf body = PooledByteBufAllocator.DEFAULT.buffer().writeBytes(KafkaFrames.bytes(data, VERSION));
        try {
            TopicNames names = new TopicNames();
            names.learn(new MetadataResponseView().reset(body, VERSION));
            assertEquals("orders", names.nameOf(uuid(orders)));
            assertNull(names.nameOf(uuid(missing)), "an error's topic is not learned");
        } finally {
            body.release();
        }
    }

    @Test
    void anUnknownIdIsAskedOfTheBrokerOnceAndThenKnown() throws Exception {
        EmbeddedChannel channel = new EmbeddedChannel();
        KafkaClientChannel.initialize(channel.pipeline(), "proxy");
        KafkaClientChannel broker = new KafkaClientChannel(channel);
        Uuid id = Uuid.randomUuid();
        TopicNames names = new TopicNames();
        CompletableFuture<String> name = names.lookUp(uuid(id), broker);
        assertFalse(name.isDone());
        ByteBuf sent = channel.readOutbound();
        try {
            KafkaFrames.ParsedRequest request = KafkaFrames.parseRequest(sent);
            MetadataRequestData asked = (MetadataRequestData) request.body();
            assertEquals(id, asked.topics().get(0).topicId(), "asked by id");
            assertNull(asked.topics().get(0).name());
            MetadataResponseData answer = new MetadataResponseData();
            answer.topics().add(new MetadataResponseData.MetadataResponseTopic().setName("payments").setTopicId(id));
            channel.writeInbound(KafkaFrames.buffer(KafkaFrames.response(ApiKeys.METADATA, VERSION,
                    request.header().correlationId(), answer)));
        } finally {
            sent.release();
        }
        assertEquals("payments", name.get());
        assertTrue(names.lookUp(uuid(id), broker).isDone(), "known now: no second request");
        assertNull(channel.readOutbound());
        channel.finishAndReleaseAll();
    }
}
