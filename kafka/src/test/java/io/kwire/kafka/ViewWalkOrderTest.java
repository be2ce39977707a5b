package io.kwire.kafka;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.protocol.MessageUtil;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A view read in any order gives what Kafka wrote: an array's end is found from the element its view
 * stands on (the elements after it walked, those before it not again), from the array's start when
 * the view stands elsewhere, and a bytes field's place is where its bytes are. Over a Produce request
 * Kafka's classes wrote, on a heap and a pooled direct buffer.
 */
class ViewWalkOrderTest {
    private static final short VERSION = 13;
    private static final int TOPICS = 3;
    private static final int PARTITIONS = 4;

    private static ProduceRequestData produce() {
        ProduceRequestData produce = new ProduceRequestData().setAcks((short) -1).setTimeoutMs(30_000);
        for (int t = 0; t < TOPICS; t++) {
            ProduceRequestData.TopicProduceData topic = new ProduceRequestData.TopicProduceData()
                    .setTopicId(new Uuid(t + 1, t + 2));
            for (int p = 0; p < PARTITIONS; p++) {
                topic.partitionData().add(new ProduceRequestData.PartitionProduceData().setIndex(10 * t + p)
                        .setRecords(MemoryRecords.readableRecords(ByteBuffer.wrap(records(t, p)))));
            }
            produce.topicData().add(topic);
        }
        return produce;
    }

    /** Not batches: a view reads records as bytes. Their lengths differ, so a wrong end shows. */
    private static byte[] records(int topic, int partition) {
        byte[] records = new byte[100 + 37 * topic + 11 * partition];
        for (int i = 0; i < records.length; i++) {
            records[i] = (byte) (topic * 31 + partition * 7 + i);
        }
        return records;
    }

    static Stream<Function<byte[], ByteBuf>> buffers() {
        return Stream.of(Unpooled::wrappedBuffer,
                bytes -> PooledByteBufAllocator.DEFAULT.directBuffer(bytes.length + 9).writeZero(9).writeBytes(bytes)
                        .skipBytes(9));
    }

    private static void assertTopic(ProduceRequestView view, int t) {
        ProduceRequestView.TopicProduceDataView topic = view.topicData(t);
        assertEquals(new java.util.UUID(t + 1, t + 2), topic.topicId(), "topic " + t);
        assertEquals(PARTITIONS, topic.partitionDataCount(), "topic " + t);
    }

    private static void assertPartition(ProduceRequestView view, int t, int p) {
        ProduceRequestView.PartitionProduceDataView partition = view.topicData(t).partitionData(p);
        assertEquals(10 * t + p, partition.index(), "partition " + p + " of topic " + t);
        byte[] expected = records(t, p);
        assertEquals(expected.length, partition.recordsLength());
        assertArrayEquals(expected, ByteBufUtil.getBytes(partition.viewedBuffer(), partition.recordsIndex(),
                partition.recordsLength()), "records of partition " + p + " of topic " + t);
        assertArrayEquals(expected, ByteBufUtil.getBytes(partition.records()));
    }

    @ParameterizedTest
    @MethodSource("buffers")
    void everyOrderOfReadsGivesWhatKafkaWrote(Function<byte[], ByteBuf> placed) {
        ByteBuf buffer = placed.apply(MessageUtil.toByteBufferAccessor(produce(), VERSION).buffer().array());
        try {
            ProduceRequestView view = new ProduceRequestView();
            // Standing on a middle partition: the topic's end walks only the partitions after it.
            view.reset(buffer, VERSION);
            assertPartition(view, 0, 1);
            assertTopic(view, 1);
            assertPartition(view, 1, 3);
            assertTopic(view, 2);
            assertPartition(view, 2, 0);
            assertEquals(0, view.unknownTaggedFieldCount(), "the message's end, from the last topic's first partition");
            // Back, then forward again: the element views stand elsewhere, and the ends are found anew.
            assertPartition(view, 0, 3);
            assertTopic(view, 0);
            assertTopic(view, 2);
            // Fresh, every topic before any partition: each end from the array's start.
            view.reset(buffer, VERSION);
            for (int t = TOPICS - 1; t >= 0; t--) {
                assertTopic(view, t);
            }
            for (int t = 0; t < TOPICS; t++) {
                for (int p = PARTITIONS - 1; p >= 0; p -= 2) {
                    assertPartition(view, t, p);
                }
            }
        } finally {
            buffer.release();
        }
    }
}
