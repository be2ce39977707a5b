package io.kwire.codec.netty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import java.util.List;

/**
 * Splits the byte stream into Kafka frames: an int32 size, then that many bytes. Passes each
 * frame on, without its size, as a retained slice of the input (no copy). A size over the limit,
 * or negative, closes the connection as soon as the size is read, before any of the frame arrives,
 * and is reported to the connection's {@link KafkaServerHooks}, if it has any.
 */
public final class KafkaFrameDecoder extends ByteToMessageDecoder {
    /** Kafka's default {@code socket.request.max.bytes}: 100 MiB. */
    public static final int DEFAULT_MAX_FRAME_BYTES = 100 * 1024 * 1024;

    private static final int SIZE_BYTES = 4;

    private final int maxFrameBytes;
    private int limit;
    private boolean broken;

    /** A decoder that accepts frames of up to {@link #DEFAULT_MAX_FRAME_BYTES}. */
    public KafkaFrameDecoder() {
        this(DEFAULT_MAX_FRAME_BYTES);
    }

    /** A decoder that accepts frames of up to {@code maxFrameBytes}, size prefix not counted. */
    public KafkaFrameDecoder(int maxFrameBytes) {
        if (maxFrameBytes < 0) {
            throw new IllegalArgumentException("maxFrameBytes is " + maxFrameBytes + "; it must be 0 or more");
        }
        this.maxFrameBytes = maxFrameBytes;
        this.limit = maxFrameBytes;
    }

    /** Lowers the limit to {@code bytes} (never raises it): a SASL handler's cap until the client authenticates. */
    void limitTo(int bytes) {
        limit = Math.min(maxFrameBytes, bytes);
    }

    /** Brings the limit back to the one the decoder was made with. */
    void restoreLimit() {
        limit = maxFrameBytes;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (broken) {
            in.skipBytes(in.readableBytes());
            return;
        }
        if (in.readableBytes() < SIZE_BYTES) {
            return;
        }
        int size = in.getInt(in.readerIndex());
        if (size < 0 || size > limit) {
            broken = true;
            in.skipBytes(in.readableBytes());
            String problem = size < 0 ? "frame size " + size + " is negative"
                    : "frame size " + size + " is over the limit of " + limit + " bytes";
            ServerHooks.of(ctx.channel()).decodeFailed(ctx.channel(), problem);
            ConnectionFaults.close(ctx, problem);
            return;
        }
        if (in.readableBytes() - SIZE_BYTES < size) {
            return;
        }
        in.skipBytes(SIZE_BYTES);
        out.add(in.readRetainedSlice(size));
    }
}
