package io.kwire.micrometer;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;

/** A plain socket speaking Kafka's framing by hand, to send what no client library would: made-up API keys. */
final class RawConnection implements AutoCloseable {
    private static final int SOCKET_TIMEOUT_MILLIS = 30_000;
    /** A request header v1 after the size: API key, version, correlation id, a null client id. */
    private static final int HEADER_BYTES = 2 + 2 + 4 + 2;

    private final Socket socket;
    private final DataOutputStream out;
    private final DataInputStream in;

    RawConnection(TestServer server) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), server.port());
        socket.setSoTimeout(SOCKET_TIMEOUT_MILLIS);
        out = new DataOutputStream(socket.getOutputStream());
        in = new DataInputStream(socket.getInputStream());
    }

    /** Writes a request frame with only a header: {@code apiKey}, {@code version}, {@code correlationId}. */
    void sendHeaderOnly(int apiKey, int version, int correlationId) throws IOException {
        out.writeInt(HEADER_BYTES);
        out.writeShort(apiKey);
        out.writeShort(version);
        out.writeInt(correlationId);
        out.writeShort(-1);
        out.flush();
    }

    /** The next response frame's first four bytes after its size: a correlation id. */
    int readCorrelationId() throws IOException {
        int size = in.readInt();
        int correlationId = in.readInt();
        in.skipNBytes(size - Integer.BYTES);
        return correlationId;
    }

    /** Whether the server closed the connection: the next read finds the end of the stream. */
    boolean closedByServer() throws IOException {
        try {
            in.readByte();
            return false;
        } catch (EOFException e) {
            return true;
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
