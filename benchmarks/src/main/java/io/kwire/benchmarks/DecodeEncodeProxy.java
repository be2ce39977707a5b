package io.kwire.benchmarks;

import io.kwire.proxy.BrokerAddresses;
import io.kwire.proxy.Endpoint;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.function.BiFunction;
import org.apache.kafka.common.message.FetchResponseData;
import org.apache.kafka.common.message.MetadataResponseData;
import org.apache.kafka.common.message.ProduceRequestData;
import org.apache.kafka.common.message.ProduceResponseData;
import org.apache.kafka.common.message.RequestHeaderData;
import org.apache.kafka.common.message.ResponseHeaderData;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.ObjectSerializationCache;
import org.apache.kafka.common.record.internal.MemoryRecords;
import org.apache.kafka.common.record.internal.MutableRecordBatch;

/**
 * A proxy's work the way Kroxylicious does it, with Kafka 4.4.0's classes, between two channels'
 * length-prefixed frames: each request's header decoded, to know its response; a Produce request
 * decoded whole, its records counted per topic from their batches' headers, and encoded again; the
 * others passed as they came. Each Produce, Fetch and Metadata response decoded whole, every broker
 * address in it replaced, and encoded again: sized, then written into a new pooled buffer, the
 * records copied. One per connection, on its event loop.
 */
final class DecodeEncodeProxy {
    private final BrokerAddresses addresses;
    /** The requests sent and not answered yet, oldest first: a broker answers in order. */
    private final ArrayDeque<RequestHeaderData> inFlight = new ArrayDeque<>();
    /** The records of the last Produce request, per topic. */
    int[] counted = new int[0];

    /** A proxy giving clients the addresses {@code addresses} says. */
    DecodeEncodeProxy(BrokerAddresses addresses) {
        this.addresses = addresses;
    }

    /** The client side's last handler: each request frame, once handled, written to {@code broker}. */
    ChannelHandler requests(Channel broker) {
        return relay(broker, this::request);
    }

    /** The broker side's last handler: each response frame, once handled, written to {@code client}. */
    ChannelHandler responses(Channel client) {
        return relay(client, this::response);
    }

    private static ChannelHandler relay(Channel to, BiFunction<ByteBuf, ByteBufAllocator, ByteBuf> handle) {
        return new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object frame) {
                to.writeAndFlush(handle.apply((ByteBuf) frame, ctx.alloc()));
            }
        };
    }

    /** What goes to the broker for the request {@code frame} (size first), which it takes over. */
    ByteBuf request(ByteBuf frame, ByteBufAllocator alloc) {
        ByteBuffer in = body(frame);
        ApiKeys api = ApiKeys.forId(in.getShort(0));
        short version = in.getShort(Short.BYTES);
        short headerVersion = api.requestHeaderVersion(version);
        ByteBufferAccessor reader = new ByteBufferAccessor(in);
        RequestHeaderData header = new RequestHeaderData(reader, headerVersion);
        inFlight.add(header);
        if (api != ApiKeys.PRODUCE) {
            return frame;
        }
        ProduceRequestData produce = new ProduceRequestData(reader, version);
        counted = count(produce);
        ByteBuf out = encode(header, headerVersion, produce, version, alloc);
        frame.release();
        return out;
    }

    /** What goes to the client for the response {@code frame} (size first), which it takes over. */
    ByteBuf response(ByteBuf frame, ByteBufAllocator alloc) {
        RequestHeaderData request = inFlight.remove();
        ApiKeys api = ApiKeys.forId(request.requestApiKey());
        short version = request.requestApiVersion();
        short headerVersion = api.responseHeaderVersion(version);
        ByteBufferAccessor reader = new ByteBufferAccessor(body(frame));
        ResponseHeaderData header = new ResponseHeaderData(reader, headerVersion);
        Message body = switch (api) {
            case PRODUCE -> rewrite(new ProduceResponseData(reader, version));
            case FETCH -> rewrite(new FetchResponseData(reader, version));
            case METADATA -> rewrite(new MetadataResponseData(reader, version));
            default -> null;
        };
        if (body == null) {
            return frame;
        }
        ByteBuf out = encode(header, headerVersion, body, version, alloc);
        frame.release();
        return out;
    }

    /** The records of each topic of {@code produce}, in its order, from the batches' headers. */
    static int[] count(ProduceRequestData produce) {
        int[] counts = new int[produce.topicData().size()];
        int t = 0;
        for (ProduceRequestData.TopicProduceData topic : produce.topicData()) {
            for (ProduceRequestData.PartitionProduceData partition : topic.partitionData()) {
                for (MutableRecordBatch batch : ((MemoryRecords) partition.records()).batches()) {
                    counts[t] += batch.countOrNull();
                }
            }
            t++;
        }
        return counts;
    }

    /** The frame the client gets for {@code response} to {@code request} (both frames whole), as this rewrites it. */
    static byte[] rewritten(byte[] response, byte[] request) {
        DecodeEncodeProxy proxy = new DecodeEncodeProxy(ProxyState.addresses());
        ByteBufAllocator alloc = UnpooledByteBufAllocator.DEFAULT;
        proxy.request(Unpooled.wrappedBuffer(request), alloc).release();
        ByteBuf out = proxy.response(Unpooled.wrappedBuffer(response), alloc);
        try {
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** The frame's bytes after its size, as Kafka's readers take them. */
    private static ByteBuffer body(ByteBuf frame) {
        return frame.nioBuffer(frame.readerIndex() + Integer.BYTES, frame.readableBytes() - Integer.BYTES);
    }

    private ProduceResponseData rewrite(ProduceResponseData response) {
        for (ProduceResponseData.NodeEndpoint node : response.nodeEndpoints()) {
            Endpoint to = addresses.advertised(node.nodeId(), node.host(), node.port());
            node.setHost(to.host()).setPort(to.port());
        }
        return response;
    }

    private FetchResponseData rewrite(FetchResponseData response) {
        for (FetchResponseData.NodeEndpoint node : response.nodeEndpoints()) {
            Endpoint to = addresses.advertised(node.nodeId(), node.host(), node.port());
            node.setHost(to.host()).setPort(to.port());
        }
        return response;
    }

    private MetadataResponseData rewrite(MetadataResponseData response) {
        for (MetadataResponseData.MetadataResponseBroker broker : response.brokers()) {
            Endpoint to = addresses.advertised(broker.nodeId(), broker.host(), broker.port());
            broker.setHost(to.host()).setPort(to.port());
        }
        return response;
    }

    /** {@code header} and {@code body}, sized then written after their size into a new pooled buffer. */
    private static ByteBuf encode(Message header, short headerVersion, Message body, short version,
            ByteBufAllocator alloc) {
        ObjectSerializationCache cache = new ObjectSerializationCache();
        int size = header.size(cache, headerVersion) + body.size(cache, version);
        int frameSize = Integer.BYTES + size;
        ByteBuf out = alloc.ioBuffer(frameSize);
        ByteBuffer writer = out.nioBuffer(0, frameSize).putInt(size);
        ByteBufferAccessor accessor = new ByteBufferAccessor(writer);
        header.write(accessor, cache, headerVersion);
        body.write(accessor, cache, version);
        return out.writerIndex(frameSize);
    }
}
