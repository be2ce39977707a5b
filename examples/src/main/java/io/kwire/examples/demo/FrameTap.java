package io.kwire.examples.demo;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.ApiRegistry;
import io.kwire.codec.MessageCodec;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.codec.ResponseHeaderCodec;
import io.kwire.codec.netty.ApiVersionsResponses;
import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.util.collection.IntObjectHashMap;
import io.netty.util.collection.IntObjectMap;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Sits between a client's frame decoder and its client codec and prints every frame both ways as
 * hex beside what it decodes to, read with the codecs of {@code registry}: requests by their
 * header's API key and version, responses by those of the request with their correlation id.
 * Changes nothing it sees.
 */
final class FrameTap extends ChannelDuplexHandler {
    private static final int SIZE_BYTES = 4;

    private final ApiRegistry registry;
    private final PrintStream out;
    private final IntObjectMap<short[]> requests = new IntObjectHashMap<>();

    FrameTap(ApiRegistry registry, PrintStream out) {
        this.registry = registry;
        this.out = out;
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
        lines.addAll(decoded(api.request(), view, version));
        out.println("-> " + name(api.request()) + " v" + version + ", " + frame.readableBytes() + " bytes");
        SideBySide.print(out, frame, lines);
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
        lines.addAll(decoded(api.response(), view, version));
        out.println("<- " + name(api.response()) + " v" + version + ", " + (SIZE_BYTES + frame.readableBytes())
                + " bytes (size prefix not shown)");
        SideBySide.print(out, frame, lines);
        out.println();
    }

    private static <T> List<String> decoded(MessageCodec<T> codec, ByteBuf body, short version) {
        T message = codec.read(body, version);
        try {
            return FieldTree.lines("body", message);
        } finally {
            codec.releaseBuffers(message);
        }
    }

    private static String name(MessageCodec<?> codec) {
        String codecName = codec.getClass().getSimpleName();
        return codecName.substring(0, codecName.length() - "Codec".length());
    }
}
