package io.kwire.codec.netty;

import io.netty.buffer.ByteBuf;
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
 */
final class ResponseOrder {
    private static final int INITIAL_CAPACITY = 16;
    private static final int CORRELATION_ID_OFFSET = 4;

    /** The requests in line, oldest first, as a ring from {@code head}: each one's correlation id. */
    private int[] correlationIds = new int[INITIAL_CAPACITY];
    /** Each request's response while it waits for those before it; null until it has one. */
    private Object[] responses = new Object[INITIAL_CAPACITY];
    private ChannelPromise[] promises = new ChannelPromise[INITIAL_CAPACITY];
    private int head;
    private int size;
    private boolean closed;

    /** Puts the request with {@code correlationId} in line, behind those read before it. */
    void expect(int correlationId) {
        if (!closed) {
            int slot = add();
            correlationIds[slot] = correlationId;
        }
    }

    /** Writes and flushes {@code response}, the answer to a request read just now, once those before it are written. */
    ChannelFuture answer(ChannelHandlerContext ctx, Object response) {
        ChannelPromise promise = ctx.newPromise();
        if (closed || size == 0) {
            return ctx.writeAndFlush(response, promise);
        }
        int slot = add();
        responses[slot] = response;
        promises[slot] = promise;
        return promise;
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
        ctx.write(msg, promise);
        if (place == 0) {
            removeHead();
            while (size > 0 && responses[head] != null) {
                Object waiting = responses[head];
                ChannelPromise written = promises[head];
                removeHead();
                ctx.write(waiting, written);
            }
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
        for (int place = 0; place < size; place++) {
            int slot = slot(place);
            ids[place] = correlationIds[slot];
            waiting[place] = responses[slot];
            written[place] = promises[slot];
        }
        correlationIds = ids;
        responses = waiting;
        promises = written;
        head = 0;
    }
}
