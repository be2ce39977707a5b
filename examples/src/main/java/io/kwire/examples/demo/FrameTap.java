package io.kwire.examples.demo;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiMessageCodec;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.kwire.codec.records.RecordBatch;
import io.kwire.codec.records.RecordBatches;
import io.kwire.codec.records.RecordCursor;
import io.kwire.kafka.FetchResponse;
import io.kwire.kafka.ProduceRequest;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.util.collection.IntObjectHashMap;
import io.netty.util.collection.IntObjectMap;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Sits between a client's frame decoder and its client codec and prints every frame both ways as
 * hex beside what it decodes to, read with the codecs of {@code registry}: requests by their
 * header's API key and version, responses by those of the request with their correlation id.
 * The record batches of Produce requests and Fetch responses follow their frame, each as hex beside
 * its header fields and records. Changes nothing it sees.
 */
final class FrameTap extends ChannelDuplexHandler {
    private static final int SIZE_BYTES = 4;

    private final ApiRegistry registry;
    private final PrintStream out;
    private final Set<Short> titlesOnly;
    private final IntObjectMap<short[]> requests = new IntObjectHashMap<>();

    FrameTap(ApiRegistry registry, PrintStream out) {
        this(registry, out, Set.of());
    }

    /** A tap that prints only the title line of the frames of the APIs in {@code titlesOnly}, shown already. */
    FrameTap(ApiRegistry registry, PrintStream out, Set<Short> titlesOnly) {
        this.registry = registry;
        this.out = out;
        this.titlesOnly = titlesOnly;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        if (msg instanceof ByteBuf frame) {
            showRequest(frame);
        }
        ctx.write(msg, promise);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        if (msg instanceof ByteBuf frame) {
            showResponse(frame);
        }
        ctx.fireChannelRead(msg);
    }

    private void showRequest(ByteBuf frame) {
        ByteBuf view = frame.duplicate().skipBytes(SIZE_BYTES);
        short apiKey = view.getShort(view.readerIndex());
        short version = view.getShort(view.readerIndex() + 2);
        requests.put(view.getInt(view.readerIndex() + 4), new short[] {apiKey, version});
        ApiCodecs<?, ?> api = registry.api(apiKey);
        List<String> lines = new ArrayList<>(FieldTree.lines("header", RequestHeaderCodec.INSTANCE.read(view,
                api.request().headerVersion(version))));
        show("-> " + name(api.request()) + " v" + version + ", " + frame.readableBytes() + " bytes", frame, lines,
                api.request(), view, version);
    }

    private void showResponse(ByteBuf frame) {
        ByteBuf view = frame.duplicate();
        short[] request = requests.remove(view.getInt(view.readerIndex()));
        ApiCodecs<?, ?> api = registry.api(request[0]);
        short version = request[1];
        List<String> lines = new ArrayList<>(FieldTree.lines("header", ResponseHeaderCodec.INSTANCE.read(view,
                api.response().headerVersion(version))));
        if (request[0] == ApiVersionsResponses.API_KEY
                && view.getShort(view.readerIndex()) == ApiVersionsResponses.UNSUPPORTED_VERSION) {
            version = 0;
        }
        show("<- " + name(api.response()) + " v" + version + ", " + (SIZE_BYTES + frame.readableBytes())
                + " bytes (size prefix not shown)", frame, lines, api.response(), view, version);
        out.println();
    }

    /**
     * Prints {@code title}, then the frame beside {@code lines} and the tree of its body, read from
     * {@code body} with {@code codec}; then each record batch the body carries, apart.
     */
    private <T> void show(String title, ByteBuf frame, List<String> lines, ApiMessageCodec<T> codec, ByteBuf body,
            short version) {
        if (titlesOnly.contains(codec.apiKey())) {
            out.println(title + ": as shown above");
            return;
        }
        T message = codec.read(body, version);
        try {
            lines.addAll(FieldTree.lines("body", message));
            out.println(title);
            SideBySide.print(out, frame, lines);
            if (message instanceof ProduceRequest produce) {
                for (ProduceRequest.TopicProduceData topic : produce.topicData) {
                    for (ProduceRequest.PartitionProduceData partition : topic.partitionData) {
                        showBatches(topicName(topic.name, topic.topicId) + "-" + partition.index, partition.records);
                    }
                }
            } else if (message instanceof FetchResponse fetch) {
                for (FetchResponse.FetchableTopicResponse topic : fetch.responses) {
                    for (FetchResponse.PartitionData partition : topic.partitions) {
                        showBatches(topicName(topic.topic, topic.topicId) + "-" + partition.partitionIndex,
                                partition.records);
                    }
                }
            }
        } finally {
            codec.releaseBuffers(message);
        }
    }

    /** Each batch of a partition's records as hex beside its fields and records; a cut-off last batch as its size. */
    private void showBatches(String partition, ByteBuf records) {
        RecordBatches batches = new RecordBatches().reset(records);
        try (RecordCursor cursor = new RecordCursor()) {
            while (batches.next()) {
                RecordBatch batch = batches.batch();
                out.println("   record batch of " + partition + ", at byte " + batch.position() + " of its records, "
                        + batch.sizeInBytes() + " bytes");
                SideBySide.print(out, batch.slice(), BatchTree.lines(batch, cursor));
            }
        }
        if (batches.truncatedTail() > 0) {
            out.println("   and " + batches.truncatedTail() + " bytes of a batch cut off by the size limit");
        }
    }

    /** A topic by name, or by id where the version names topics by id and leaves the name empty. */
    private static String topicName(String name, UUID id) {
        return name.isEmpty() ? id.toString() : name;
    }

    private static String name(MessageCodec<?> codec) {
        String codecName = codec.getClass().getSimpleName();
        return codecName.substring(0, codecName.length() - "Codec".length());
    }
}
