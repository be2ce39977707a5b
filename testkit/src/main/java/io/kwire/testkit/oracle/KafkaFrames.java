package io.kwire.testkit.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.nio.ByteBuffer;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.MessageUtil;
import org.apache.kafka.common.requests.RequestHeader;
import org.apache.kafka.common.requests.ResponseHeader;

/**
 * Frames as Kafka writes and reads them, with its own {@link RequestHeader}, {@link ResponseHeader}
 * and generated message classes: size, header, body.
 */
public final class KafkaFrames {
    /** The client id Kafka's side puts in its request headers. */
    public static final String CLIENT_ID = "kafka-admin-1";

    private KafkaFrames() {
    }

    /** A request frame: size, Kafka's request header for {@code api} at {@code version}, {@code body}. */
    public static byte[] request(ApiKeys api, short version, int correlationId, Message body) {
        return frame(requestHeader(api, version, correlationId), bytes(body, version));
    }

    /** Kafka's request header for {@code api} at {@code version}, at the header version Kafka gives it. */
    public static byte[] requestHeader(ApiKeys api, short version, int correlationId) {
        RequestHeader header = new RequestHeader(api, version, CLIENT_ID, correlationId);
        return bytes(header.data(), header.headerVersion());
    }

    /** A response frame: size, Kafka's response header for {@code api} at {@code version}, {@code body}. */
    public static byte[] response(ApiKeys api, short version, int correlationId, Message body) {
        ResponseHeader header = new ResponseHeader(correlationId, api.responseHeaderVersion(version));
        return frame(bytes(header.data(), header.headerVersion()), bytes(body, version));
    }

    /** Kafka's bytes for {@code message} at {@code version}. */
    public static byte[] bytes(Message message, short version) {
        ByteBuffer buffer = MessageUtil.toByteBufferAccessor(message, version).buffer();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    /** The size of {@code header} and {@code body}, then both. */
    public static byte[] frame(byte[] header, byte[] body) {
        return ByteBuffer.allocate(4 + header.length + body.length).putInt(header.length + body.length).put(header)
                .put(body).array();
    }

    /** A buffer of the pooled allocator, which the leak detector tracks, holding {@code parts} one after another. */
    public static ByteBuf buffer(byte[]... parts) {
        ByteBuf buffer = PooledByteBufAllocator.DEFAULT.buffer();
        for (byte[] part : parts) {
            buffer.writeBytes(part);
        }
        return buffer;
    }

    /** A request frame as Kafka reads it. */
    public record ParsedRequest(RequestHeader header, ApiMessage body, byte[] bodyBytes) {
    }

    /** A response frame as Kafka reads it. */
    public record ParsedResponse(ResponseHeader header, ApiMessage body, byte[] bodyBytes) {
    }

    /**
     * Kafka's reading of the request frame {@code frame} (size included), which must be exactly one
     * frame with nothing left over; does not release it.
     */
    public static ParsedRequest parseRequest(ByteBuf frame) {
        ByteBuffer in = sizedFrame(frame);
        RequestHeader header = RequestHeader.parse(in);
        byte[] bodyBytes = remaining(in);
        ApiMessage body = ApiMessageType.fromApiKey(header.apiKey().id).newRequest();
        body.read(new ByteBufferAccessor(in), header.apiVersion());
        assertFalse(in.hasRemaining(), () -> in.remaining() + " bytes left after Kafka read " + header);
        return new ParsedRequest(header, body, bodyBytes);
    }

    /**
     * Kafka's reading of the response frame {@code frame} (size included) to a request of
     * {@code api} at {@code version}, which must be exactly one frame with nothing left over; does
     * not release it.
     */
    public static ParsedResponse parseResponse(ByteBuf frame, ApiKeys api, short version) {
        ByteBuffer in = sizedFrame(frame);
        ResponseHeader header = ResponseHeader.parse(in, api.responseHeaderVersion(version));
        byte[] bodyBytes = remaining(in);
        ApiMessage body = ApiMessageType.fromApiKey(api.id).newResponse();
        body.read(new ByteBufferAccessor(in), version);
        assertFalse(in.hasRemaining(), () -> in.remaining() + " bytes left after Kafka read " + api + " v" + version);
        return new ParsedResponse(header, body, bodyBytes);
    }

    /** The frame's bytes after its size, checking that the size counts exactly them. */
    private static ByteBuffer sizedFrame(ByteBuf frame) {
        ByteBuffer in = ByteBuffer.wrap(ByteBufUtil.getBytes(frame));
        int size = in.getInt();
        assertEquals(in.remaining(), size, "the size prefix counts the rest of the frame");
        return in;
    }

    private static byte[] remaining(ByteBuffer in) {
        byte[] bytes = new byte[in.remaining()];
        in.duplicate().get(bytes);
        return bytes;
    }
}
