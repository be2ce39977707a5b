package io.kwire.examples.client;

import io.kwire.codec.ApiCodecs;
import io.kwire.codec.records.Compression;
import io.netty.channel.ChannelHandler;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A small asynchronous Kafka client for records on kwire's client pipeline: produce a batch to a
 * partition, fetch from an offset, list a partition's offsets. Batches are written with kwire's
 * {@code RecordBatchBuilder} straight into the Produce request's records, and fetched batches read
 * in place with {@code RecordBatches} and {@code RecordCursor}; keys, values and headers come and go
 * as byte arrays, so the caller has no buffer to release. It asks the server's versions first and
 * uses the highest both sides speak, looking topic ids up with Metadata where that version names
 * topics by id. It talks to the one server it connected to, which must lead the partitions it is
 * asked about; errors come back as data, with Kafka's error codes.
 *
 * <pre>{@code
 * try (KwireRecordsClient client = KwireRecordsClient.connect("127.0.0.1", 9092)) {
 *     long offset = client.produce("orders", 0, List.of(new NewRecord(now, key, value)), Compression.LZ4,
 *             Acks.ALL).get().baseOffset();
 *     List<FetchedRecord> records = client.fetch("orders", 0, offset, 1 << 20).get().records();
 * }
 * }</pre>
 */
public final class KwireRecordsClient implements AutoCloseable {
    /** The timestamp ListOffsets takes for a partition's first offset. */
    public static final long EARLIEST = -2L;
    /** The timestamp ListOffsets takes for the offset after a partition's last record. */
    public static final long LATEST = -1L;

    private static final String CLIENT_ID = "kwire-records";

    private final ClientConnection connection;
    private final RecordRequests requests;

    private KwireRecordsClient(ClientConnection connection) {
        this.connection = connection;
        this.requests = new RecordRequests(connection.kafka(), connection.versions());
    }

    /** Connects to the Kafka server at {@code host}:{@code port}. */
    public static KwireRecordsClient connect(String host, int port) throws Exception {
        return connect(host, port, null);
    }

    /**
     * Connects as {@link #connect(String, int)} does, with {@code frameTap} (if not null) in the
     * pipeline between the frame decoder and the client codec: it sees every frame both ways.
     */
    public static KwireRecordsClient connect(String host, int port, ChannelHandler frameTap) throws Exception {
        return new KwireRecordsClient(ClientConnection.open(host, port, CLIENT_ID, frameTap));
    }

    /** The version this client uses for {@code api}, as negotiated. */
    public short version(ApiCodecs<?, ?> api) {
        return connection.versions().highest(api, "API " + api.apiKey());
    }

    /**
     * Produces {@code records} (at least one) to a partition as one batch, compressed with
     * {@code compression} (whose library must be on the class path), and returns the offset its first
     * record got, or Kafka's error.
     */
    public CompletableFuture<ProduceOutcome> produce(String topic, int partition, List<NewRecord> records,
            Compression compression, Acks acks) {
        return requests.produce(topic, partition, records, compression, acks);
    }

    /**
     * Fetches the records of a partition from {@code offset} on, as many whole batches as fit in
     * {@code maxBytes} (the first batch comes whole even when it is larger, as Kafka sends it), with
     * the partition's high watermark. It waits up to half a second for a first record to arrive.
     */
    public CompletableFuture<FetchOutcome> fetch(String topic, int partition, long offset, int maxBytes) {
        return requests.fetch(topic, partition, offset, maxBytes);
    }

    /**
     * The offset of the first record at or after {@code timestamp} in a partition, or with
     * {@link #EARLIEST} or {@link #LATEST}, the partition's first offset or the offset after its last.
     */
    public CompletableFuture<ListedOffset> listOffset(String topic, int partition, long timestamp) {
        return requests.listOffset(topic, partition, timestamp);
    }

    /** Closes the connection; requests in flight fail. */
    @Override
    public void close() {
        connection.close();
    }
}
