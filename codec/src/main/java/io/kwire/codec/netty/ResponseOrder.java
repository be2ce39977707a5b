package io.kwire.codec.netty;

import io.kwire.codec.ResponseHeader;
import io.kwire.codec.ResponseHeaderCodec;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.util.ReferenceCountUtil;
import java.nio.channels.ClosedChannelException;

/**
 * The responses of one server connection, written in the order of its requests whatever answers them,
 * as Kafka's clients need: a response that comes before those of earlier requests waits, unwritten,
 * until they are written. {@link KafkaRequestDecoder} puts each request it reads in line, except
 * Produce with acks=0, which takes no response; a response ({@link KafkaResponse}, {@link KafkaFrame}
 * or an encoded frame) takes the place of the first request in line with its correlation id, and one
 * that answers no request in line goes out as it comes. An answer given by the pipeline itself takes
 * its place at the end of the line. Used on the connection's event loop only.
 *
 * <p>Reporting to {@link KafkaServerHooks}, it also keeps each request's API and the time it was read, and
 * reports each response as it is written; without hooks, it keeps neither.
 */
final class ResponseOrder {
    private static final int INITIAL_CAPACITY = 16;
    private static final int CORRELATION_ID_OFFSET = 4;
    private static final int SIZE_BYTES = 4;
    /** In {@link #apis}: a request no hook hears of. */
    private static final long UNREPORTED = 0;

    /** The requests in line, oldest first, as a ring from {@code head}: each one's correlation id. */
    private int[] correlationIds = new int[INITIAL_CAPACITY];
    /** Each request's response while it waits for those before it; null until it has one. */
    private Object[] responses = new Object[INITIAL_CAPACITY];
    private ChannelPromise[] promises = new ChannelPromise[INITIAL_CAPACITY];
    /** With hooks: each request's API, {@link #api packed}, or {@link #UNREPORTED}; else null. */
    private long[] apis;
    /** With hooks: the {@link System#nanoTime} each request was read at; else null. */
    private long[] readNanos;
    private KafkaServerHooks hooks = KafkaServerHooks.NONE;
    private Channel channel;
    private int head;
    private int size;
    private boolean closed;

    /** Reports to {@code hooks}, as {@code channel}'s, each response written to a request put in line from now on. */
    void reportTo(KafkaServerHooks hooks, Channel channel) {
        this.hooks = hooks;
        this.channel = channel;
        apis = new long[correlationIds.length];
        readNanos = new long[correlationIds.length];
    }

    /**
     * Puts the request with {@code correlationId} in line, behind those read before it; hooks, if any, will
     * hear of its response as one to a request of {@code api} ({@link #api}) read at {@code read}.
     */
    void expect(int correlationId, long api, long read) {
        if (!closed) {
            int slot = add();
            correlationIds[slot] = correlationId;
            if (apis != null) {
                apis[slot] = api;
                readNanos[slot] = read;
            }
        }
    }

    /** Writes and flushes {@code response}, the answer to a request read just now, once those before it are written. */
    ChannelFuture answer(ChannelHandlerContext ctx, Object response) {
        return answer(ctx, response, UNREPORTED, 0);
    }

    /**
     * Writes and flushes {@code response} once those before it are written: the answer to a request read
     * just now, of {@code api} ({@link #api}) read at {@code read}, which hooks, if any, hear of.
     */
    ChannelFuture answer(ChannelHandlerContext ctx, Object response, long api, long read) {
        ChannelPromise promise = ctx.newPromise();
        if (closed || size == 0) {
            if (closed || apis == null || api == UNREPORTED) {
                return ctx.writeAndFlush(response, promise);
            }
            int bytes = frameBytes(response);
            ChannelFuture written = ctx.writeAndFlush(response, promise);
            report(api, read, bytes);
            return written;
        }
        int slot = add();
        responses[slot] = response;
        promises[slot] = promise;
        if (apis != null) {
            apis[slot] = api;
            readNanos[slot] = read;
        }
        return promise;
    }

    /** A request's API key and version packed for {@link #expect} and {@link #answer}: never {@link #UNREPORTED}. */
    static long api(short apiKey, short apiVersion) {
        return 1L << 32 | (apiKey & 0xFFFFL) << 16 | (apiVersion & 0xFFFFL);
    }

    /**
     * Writes {@code msg} if it answers the first request in line, and after it the responses that were
     * waiting for it; holds it if it answers a later one. The writer's flush comes after.
     */
    void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        int place = closed ? -1 : placeInLine(msg);
        if (place > 0) {
            int slot = slot(place);
            responses[slot] = msg;
            promises[slot] = promise;
            return;
        }
        if (place != 0) {
            ctx.write(msg, promise);
            return;
        }
        writeHead(ctx, msg, promise);
        while (size > 0 && responses[head] != null) {
            writeHead(ctx, responses[head], promises[head]);
        }
    }

    /** Writes {@code msg}, the response to the first request in line, takes that request out, and reports it. */
    private void writeHead(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
        long api = apis == null ? UNREPORTED : apis[head];
        long read = apis == null ? 0 : readNanos[head];
        removeHead();
        if (api == UNREPORTED) {
            ctx.write(msg, promise);
            return;
        }
        int bytes = frameBytes(msg);
        ctx.write(msg, promise);
        report(api, read, bytes);
    }

    /** Tells the hooks of a response of {@code bytes} written to a request of {@code api} read at {@code read}. */
    private void report(long api, long read, int bytes) {
        if (api != UNREPORTED && bytes >= 0) {
            hooks.responseWritten(channel, (short) (api >>> 16), (short) api, bytes, System.nanoTime() - read);
        }
    }

    /**
     * The size of the frame {@code msg} is or will be written as, size prefix included; -1 if a
     * {@link KafkaResponse}'s codec refuses it (the encoder then fails its write and closes the connection).
     */
    private static int frameBytes(Object msg) {
        if (msg instanceof ByteBuf frame) {
            return frame.readableBytes();
        }
        if (msg instanceof KafkaFrame frame) {
            return SIZE_BYTES + frame.content().readableBytes();
        }
        if (msg instanceof KafkaResponse<?> response) {
            return encodedBytes(response);
        }
        return -1;
    }

    /** What {@link KafkaResponseEncoder} will write for {@code response}; a size pass, when hooks are on only. */
    private static <R> int encodedBytes(KafkaResponse<R> response) {
        try {
            short headerVersion = response.codec().headerVersion(response.apiVersion());
            return SIZE_BYTES + ResponseHeaderCodec.INSTANCE.size(new ResponseHeader(response.correlationId()),
                    headerVersion) + response.codec().size(response.body(), response.apiVersion());
        } catch (RuntimeException e) {
            return -1;
        }
    }

    /** Releases the responses still waiting and fails their writes: the connection is closed. */
    void close() {
        closed = true;
        while (size > 0) {
            Object waiting = responses[head];
            ChannelPromise written = promises[head];
            removeHead();
            if (waiting != null) {
                ReferenceCountUtil.release(waiting);
                written.tryFailure(new ClosedChannelException());
            }
        }
    }

    /** Where in line the first request still unanswered that {@code msg} answers is, or -1 if none is. */
    private int placeInLine(Object msg) {
        if (size == 0) {
            return -1;
        }
        int correlationId;
        if (msg instanceof KafkaResponse<?> response) {
            correlationId = response.correlationId();
        } else if (msg instanceof KafkaFrame frame) {
            correlationId = frame.correlationId();
        } else if (msg instanceof ByteBuf frame && frame.readableBytes() >= CORRELATION_ID_OFFSET + 4) {
            correlationId = frame.getInt(frame.readerIndex() + CORRELATION_ID_OFFSET);
        } else {
            return -1;
        }
        for (int place = 0; place < size; place++) {
            int slot = slot(place);
            if (responses[slot] == null && correlationIds[slot] == correlationId) {
                return place;
            }
        }
        return -1;
    }

    /** Adds an empty place at the end of the line and returns its slot. */
    private int add() {
        if (size == correlationIds.length) {
            grow();
        }
        int slot = slot(size++);
        responses[slot] = null;
        promises[slot] = null;
        return slot;
    }

    private void removeHead() {
        responses[head] = null;
        promises[head] = null;
        head = slot(1);
        size--;
    }

    private int slot(int place) {
        return (head + place) & (correlationIds.length - 1);
    }

    /** Doubles the ring, its line from slot 0 on. */
    private void grow() {
        int capacity = correlationIds.length * 2;
        int[] ids = new int[capacity];
        Object[] waiting = new Object[capacity];
        ChannelPromise[] written = new ChannelPromise[capacity];
        long[] apisRead = apis == null ? null : new long[capacity];
        long[] timesRead = apis == null ? null : new long[capacity];
        for (int place = 0; place < size; place++) {
            int slot = slot(place);
            ids[place] = correlationIds[slot];
            waiting[place] = responses[slot];
            written[place] = promises[slot];
            if (apis != null) {
                apisRead[place] = apis[slot];
                timesRead[place] = readNanos[slot];
            }
        }
        correlationIds = ids;
        responses = waiting;
        promises = written;
        apis = apisRead;
        readNanos = timesRead;
        head = 0;
    }
}
