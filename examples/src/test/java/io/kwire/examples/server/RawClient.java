package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.nio.ByteBuffer;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.protocol.ApiKeys;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.requests.ResponseHeader;

/**
 * A client on a plain blocking socket that sends whatever bytes a test gives it, well-formed or not, and
 * reads frames back: requests as {@link io.kwire.testkit.oracle.KafkaFrames} builds them, responses read by
 * Kafka's own classes.
 */
final class RawClient implements AutoCloseable {
    /** How long a read waits before the test fails: a liveness deadline, not a measure of speed. */
    static final int READ_TIMEOUT_MS = 10_000;
    private static final int MAX_RESPONSE_BYTES = 1024 * 1024;

    private final Socket socket;
    private final OutputStream out;
    private final DataInputStream in;

    private RawClient(Socket socket) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        this.in = new DataInputStream(socket.getInputStream());
    }

    /** A client connected to {@code server}, its bytes sent as they are written. */
    static RawClient connect(AdminServer server) throws IOException {
        Socket socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(READ_TIMEOUT_MS);
        socket.connect(server.address(), READ_TIMEOUT_MS);
        return new RawClient(socket);
    }

    /** Sends {@code bytes}. */
    void send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
    }

    /** Sends {@code bytes} one at a time, sleeping {@code pauseMs} after each. */
    void dribble(byte[] bytes, long pauseMs) throws IOException, InterruptedException {
        for (byte b : bytes) {
            out.write(b);
            out.flush();
            Thread.sleep(pauseMs);
        }
    }

    /** The next response, read as Kafka reads a response to {@code api} at {@code version}: nothing left over. */
    Response read(ApiKeys api, short version) throws IOException {
        return parse(readRaw(), api, version);
    }

    /** {@code frame}, the bytes behind a response's size, read as Kafka reads a response to {@code api} at {@code version}. */
    static Response parse(byte[] frame, ApiKeys api, short version) {
        ByteBuffer buffer = ByteBuffer.wrap(frame);
        ResponseHeader header = ResponseHeader.parse(buffer, api.responseHeaderVersion(version));
        ApiMessage body = ApiMessageType.fromApiKey(api.id).newResponse();
        body.read(new ByteBufferAccessor(buffer), version);
        assertEquals(0, buffer.remaining(), "bytes left over in a " + api + " v" + version + " response");
        return new Response(header.correlationId(), body, frame.length);
    }

    /**
     * The next frame's bytes behind its size, read as they are: a raw SASL token after handshake v0, or a
     * response whose correlation id, its first 4 bytes, a test checks before it knows the response's API.
     */
    byte[] readRaw() throws IOException {
        int size = in.readInt();
        assertTrue(size >= 0 && size <= MAX_RESPONSE_BYTES, "frame size " + size);
        byte[] frame = new byte[size];
        in.readFully(frame);
        return frame;
    }

    /**
     * Whether the server closed the connection: the next read ends the stream or finds it reset. Fails
     * with a timeout if the connection is still open after {@value #READ_TIMEOUT_MS} ms.
     */
    boolean closedByServer() throws IOException {
        try {
            return in.read() == -1;
        } catch (SocketException reset) {
            return true;
        }
    }

    /**
     * Reads and discards whatever the server sent until it closes the connection, and returns how many
     * bytes that was. Fails with a timeout if a read waits {@value #READ_TIMEOUT_MS} ms.
     */
    long discardUntilClosed() throws IOException {
        byte[] discarded = new byte[64 * 1024];
        long total = 0;
        try {
            for (int read = in.read(discarded); read != -1; read = in.read(discarded)) {
                total += read;
            }
        } catch (SocketException reset) {
            // Closed with data unread on the server's side: a reset.
        }
        return total;
    }

    /** Closes the connection with a reset rather than an orderly shutdown. */
    void reset() throws IOException {
        socket.setSoLinger(true, 0);
        socket.close();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    /** A response as Kafka read it, and the size of its frame. */
    record Response(int correlationId, ApiMessage body, int frameBytes) {
    }
}
