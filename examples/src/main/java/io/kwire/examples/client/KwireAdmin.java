package io.kwire.examples.client;

import io.kwire.codec.ApiCodecs;
import io.netty.channel.ChannelHandler;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * A small asynchronous Kafka admin client on kwire's client pipeline: create topics, delete topics
 * by name or id, create partitions, list topics. It asks the server's versions first (retrying at
 * the version the server names, KIP-511) and uses the highest both sides speak. Per-topic errors
 * come back as data, in {@link TopicOutcome}s.
 */
public final class KwireAdmin implements AutoCloseable {
    private static final String CLIENT_ID = "kwire-admin";

    private final ClientConnection connection;
    private final TopicRequests requests;

    private KwireAdmin(ClientConnection connection, Dialect dialect) {
        this.connection = connection;
        this.requests = new TopicRequests(connection.kafka(), dialect, connection.versions());
    }

    /** Connects to the Kafka server at {@code host}:{@code port}, speaking {@code dialect}. */
    public static KwireAdmin connect(String host, int port, Dialect dialect) throws Exception {
        return connect(host, port, dialect, ClientSecurity.PLAINTEXT);
    }

    /**
     * Connects as {@link #connect(String, int, Dialect)} does, with {@code frameTap} (if not null)
     * in the pipeline between the frame decoder and the client codec: it sees every frame both ways.
     */
    public static KwireAdmin connect(String host, int port, Dialect dialect, ChannelHandler frameTap)
            throws Exception {
        return new KwireAdmin(ClientConnection.open(host, port, CLIENT_ID, frameTap), dialect);
    }

    /** Connects as {@link #connect(String, int, Dialect)} does, secured (TLS, SASL) as {@code security} says. */
    public static KwireAdmin connect(String host, int port, Dialect dialect, ClientSecurity security) throws Exception {
        return new KwireAdmin(ClientConnection.open(host, port, CLIENT_ID, null, security), dialect);
    }

    /** The version this client uses for {@code api}, as negotiated. */
    public short version(ApiCodecs<?, ?> api) {
        return connection.versions().highest(api, "API " + api.apiKey());
    }

    /** Creates {@code topics}, or with {@code validateOnly} asks whether the server would. */
    public CompletableFuture<List<TopicOutcome>> createTopics(Collection<NewTopic> topics, boolean validateOnly) {
        return requests.createTopics(topics, validateOnly);
    }

    /** Deletes the topics named. */
    public CompletableFuture<List<TopicOutcome>> deleteTopics(Collection<String> names) {
        return requests.deleteTopics(names);
    }

    /** Deletes the topics with these ids (DeleteTopics v6 and later). */
    public CompletableFuture<List<TopicOutcome>> deleteTopicsById(Collection<UUID> ids) {
        return requests.deleteTopicsById(ids);
    }

    /** Grows topics to the partition counts given. */
    public CompletableFuture<List<TopicOutcome>> createPartitions(Map<String, NewPartition> partitions,
            boolean validateOnly) {
        return requests.createPartitions(partitions, validateOnly);
    }

    /** Every topic of the cluster. */
    public CompletableFuture<List<TopicListing>> listTopics() {
        return requests.listTopics();
    }

    /** Closes the connection; requests in flight fail. */
    @Override
    public void close() {
        connection.close();
    }
}
