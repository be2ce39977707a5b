package io.kwire.benchmarks;

import io.kwire.proxy.BrokerAddresses;
import io.kwire.proxy.PortPerBroker;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.embedded.EmbeddedChannel;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the proxy benchmarks (issue 36) share: a proxy's one client connection and its broker
 * connection as two Netty {@link EmbeddedChannel}s, and one exchange of {@link ProxyWorkloads}
 * through them per operation: the request frame read from the client's side, what the proxy writes
 * toward the broker taken, the response frame read from the broker's side (with the correlation id
 * the proxy sent), what the proxy writes toward the client taken. Both frames are whole, in pooled
 * direct buffers, as a socket's reads hand them over, and are not copied per operation.
 * {@link KwireProxyBenchmark} wires kwire's proxy, {@link KafkaProxyBenchmark} the decode and
 * re-encode with Kafka's classes that Kroxylicious does; {@code benchmarks/run.sh proxy} runs both and
 * {@link ProxyTable} prints them. Set up, each checks it does the work it claims: the records
 * counted, and the bytes the client gets those of the response rewritten by Kafka's classes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-Dio.netty.leakDetection.level=disabled"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 3)
public abstract class ProxyState {
    /** Where a request frame's correlation id lies: after its size, API key and version. */
    private static final int REQUEST_CORRELATION_ID = 8;
    /** Where a response frame's correlation id lies: after its size. */
    private static final int RESPONSE_CORRELATION_ID = 4;

    /** The exchange: {@link ProxyWorkloads}' names. */
    @Param({ProxyWorkloads.PRODUCE, ProxyWorkloads.FETCH_SMALL, ProxyWorkloads.FETCH_LARGE, ProxyWorkloads.METADATA})
    public String workload;

    ProxyWorkloads.Exchange frames;
    /** The client's side of the proxy: what the client writes comes in here, what it gets goes out. */
    EmbeddedChannel client;
    /** The broker's side: what the proxy sends the broker goes out here, the broker's answers come in. */
    EmbeddedChannel broker;
    private ByteBuf request;
    private ByteBuf response;

    /** Builds the exchange's frames, wires the proxy and checks one exchange through it. */
    @Setup(Level.Trial)
    public final void setUp() {
        frames = ProxyWorkloads.exchange(workload);
        request = KwireViewState.ALLOC.directBuffer(frames.request().length).writeBytes(frames.request());
        response = KwireViewState.ALLOC.directBuffer(frames.response().length).writeBytes(frames.response());
        connect();
        check();
    }

    /** Closes both channels, releasing what they hold, and the frames. */
    @TearDown(Level.Trial)
    public final void tearDown() {
        client.finishAndReleaseAll();
        broker.finishAndReleaseAll();
        request.release();
        response.release();
    }

    /** One exchange through the proxy: the bytes it wrote toward the broker and the client. */
    @Benchmark
    public long exchange() {
        return exchange(null, null);
    }

    /** Sets {@link #client} and {@link #broker}: the side's proxy between them. */
    abstract void connect();

    /** The records the proxy counted in the last Produce request, per topic in the request's order. */
    abstract int[] counted();

    /** A proxy's broker addresses, as {@code KafkaProxy} gives them: a port of its own a broker. */
    static BrokerAddresses addresses() {
        return new PortPerBroker("proxy.acme.example", 19093, 19192, broker -> {
        });
    }

    /** One exchange, a copy of what went toward the broker and the client kept where not null. */
    final long exchange(ByteArrayOutputStream toBroker, ByteArrayOutputStream toClient) {
        client.writeInbound(request.retainedDuplicate());
        ByteBuf sent = broker.readOutbound();
        int correlationId = sent.getInt(sent.readerIndex() + REQUEST_CORRELATION_ID);
        long bytes = drain(sent, broker, toBroker);
        broker.writeInbound(response.retainedDuplicate().setInt(RESPONSE_CORRELATION_ID, correlationId));
        return bytes + drain(client.readOutbound(), client, toClient);
    }

    private static long drain(ByteBuf first, EmbeddedChannel channel, ByteArrayOutputStream copy) {
        long bytes = 0;
        for (ByteBuf out = first; out != null; out = channel.readOutbound()) {
            bytes += out.readableBytes();
            if (copy != null) {
                copy.writeBytes(ByteBufUtil.getBytes(out));
            }
            out.release();
        }
        return bytes;
    }

    /**
     * One exchange: the broker gets the request, its correlation id aside; the client gets the
     * response rewritten as Kafka's classes rewrite it; a Produce request's records are counted.
     *
     * @throws IllegalStateException if not
     */
    private void check() {
        ByteArrayOutputStream toBroker = new ByteArrayOutputStream();
        ByteArrayOutputStream toClient = new ByteArrayOutputStream();
        exchange(toBroker, toClient);
        byte[] sent = toBroker.toByteArray();
        byte[] sentExpected = frames.request();
        int idEnd = REQUEST_CORRELATION_ID + Integer.BYTES;
        if (!Arrays.equals(sent, 0, REQUEST_CORRELATION_ID, sentExpected, 0, REQUEST_CORRELATION_ID)
                || !Arrays.equals(sent, idEnd, sent.length, sentExpected, idEnd, sentExpected.length)) {
            throw new IllegalStateException(workload + ": the broker got another request than the client's");
        }
        if (!Arrays.equals(toClient.toByteArray(), DecodeEncodeProxy.rewritten(frames.response(), frames.request()))) {
            throw new IllegalStateException(workload + ": the client got another response than Kafka's rewrite");
        }
        int[] expected = frames.produced() == null ? null : DecodeEncodeProxy.count(frames.produced());
        if (expected != null && !Arrays.equals(counted(), expected)) {
            throw new IllegalStateException(workload + ": records counted " + Arrays.toString(counted()) + ", not "
                    + Arrays.toString(expected));
        }
    }
}
