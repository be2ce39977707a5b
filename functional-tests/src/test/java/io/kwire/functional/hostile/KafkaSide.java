package io.kwire.functional.hostile;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import org.apache.kafka.common.message.ApiMessageType;
import org.apache.kafka.common.network.ClientInformation;
import org.apache.kafka.common.network.ListenerName;
import org.apache.kafka.common.network.NetworkReceive;
import org.apache.kafka.common.protocol.ApiMessage;
import org.apache.kafka.common.protocol.ByteBufferAccessor;
import org.apache.kafka.common.requests.RequestContext;
import org.apache.kafka.common.requests.RequestHeader;
import org.apache.kafka.common.security.auth.KafkaPrincipal;
import org.apache.kafka.common.security.auth.SecurityProtocol;
import org.apache.kafka.network.Processor;
import org.apache.kafka.server.ApiVersionManager;
import org.apache.kafka.server.SimpleApiVersionManager;
import org.apache.kafka.server.common.FinalizedFeatures;
import org.apache.kafka.server.common.MetadataVersion;

/**
 * Kafka 4.4.0's reading of the same bytes, recorded and never judged: by its generated
 * {@code *Data} class, or along the broker's own request path: {@link NetworkReceive} with the
 * default {@code socket.request.max.bytes} (100 MiB), the broker's header check
 * ({@link Processor#parseRequestHeader}), then {@link RequestContext#parseRequest}, which is what
 * the broker's {@code Request} does with the rest of the frame.
 */
final class KafkaSide {
    /** The broker's default {@code socket.request.max.bytes}. */
    private static final int SOCKET_REQUEST_MAX_BYTES = 100 * 1024 * 1024;
    private static final SecurityProtocol PLAINTEXT = SecurityProtocol.PLAINTEXT;
    /** The APIs a broker of Kafka 4.4.0 offers, with its stable versions. */
    private static final ApiVersionManager BROKER_APIS = new SimpleApiVersionManager(
            ApiMessageType.ListenerType.BROKER, false,
            () -> FinalizedFeatures.fromMetadataVersion(MetadataVersion.latestProduction()));

    private KafkaSide() {
    }

    /** What Kafka's generated class does with {@code input} at {@code version}. */
    static <M extends ApiMessage> String decode(Subject<?, M> subject, byte[] input, short version) {
        ByteBuffer buffer = ByteBuffer.wrap(input);
        M read;
        try {
            read = subject.kafkaReader().apply(new ByteBufferAccessor(buffer), version);
        } catch (RuntimeException e) {
            return Phrases.thrown(e);
        }
        return "accepted; " + subject.kafkaSummary().apply(read) + Phrases.leftUnread(buffer.remaining());
    }

    /** What a Kafka broker's request path does with {@code stream} arriving on a connection. */
    static String serve(byte[] stream) {
        NetworkReceive receive = new NetworkReceive(SOCKET_REQUEST_MAX_BYTES, "hostile");
        try {
            receive.readFrom(new BytesChannel(stream));
        } catch (IOException | RuntimeException e) {
            return Phrases.thrown(e);
        }
        if (!receive.complete()) {
            return "waits for the rest of the frame";
        }
        ByteBuffer payload = receive.payload();
        payload.rewind();
        RequestHeader header;
        try {
            header = Processor.parseRequestHeader(BROKER_APIS, payload);
        } catch (RuntimeException e) {
            return Phrases.thrown(e);
        }
        RequestContext context = new RequestContext(header, "hostile", InetAddress.getLoopbackAddress(),
                KafkaPrincipal.ANONYMOUS, ListenerName.forSecurityProtocol(PLAINTEXT), PLAINTEXT,
                ClientInformation.EMPTY, false);
        try {
            context.parseRequest(payload);
        } catch (RuntimeException e) {
            return Phrases.thrown(e);
        }
        return "accepted: " + header.apiKey().name + " v" + header.apiVersion() + " request"
                + Phrases.leftUnread(payload.remaining());
    }
}
