package io.kwire.proxy.tenant;

import io.kwire.codec.netty.KafkaClientChannel;
import io.kwire.codec.netty.KafkaFrame;
import io.kwire.proxy.ProxyConnection;
import io.kwire.proxy.TopicNames;
import io.netty.channel.Channel;
import io.netty.util.internal.logging.InternalLogger;
import io.netty.util.internal.logging.InternalLoggerFactory;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * One client connection in tenant mode, as the filter inside {@link TenantFilter} sees it: what it
 * forwards is renamed first ({@link TenantRequests}), in the order forwarded even when a topic id
 * must be asked of the broker; a refused request closes the connection.
 */
final class TenantConnection implements ProxyConnection {
    private static final InternalLogger LOG = InternalLoggerFactory.getInstance(TenantFilter.class);

    private final ProxyConnection connection;
    private final TenantRequests requests;
    private final TenantResponses responses;
    private final TenantNames names;
    /** Completes when the last request forwarded has gone on, or been refused. */
    private CompletableFuture<?> last = CompletableFuture.completedFuture(null);

    TenantConnection(ProxyConnection connection, TenantNames names, TopicNames topics) {
        this.connection = connection;
        this.names = names;
        this.requests = new TenantRequests(names, topics, id -> topics.lookUp(id, connection.broker()));
        this.responses = new TenantResponses(names, topics);
    }

    TenantResponses responses() {
        return responses;
    }

    @Override
    public void forward(Object request, Object context) {
        CompletableFuture<KafkaFrame> renamed = requests.rewrite(request, connection.alloc());
        if (last.isDone() && renamed.isDone()) {
            forwardOrRefuse(renamed, context);
        } else {
            last = CompletableFuture.allOf(last, renamed).handleAsync((done, failed) -> {
                forwardOrRefuse(renamed, context);
                return null;
            }, connection.clientChannel().eventLoop());
        }
    }

    private void forwardOrRefuse(CompletableFuture<KafkaFrame> renamed, Object context) {
        KafkaFrame frame;
        try {
            frame = renamed.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause() instanceof CompletionException wrapped ? wrapped.getCause() : e.getCause();
            String what = cause instanceof TenantRefusal ? "refused" : "cannot rename a request";
            LOG.warn("{} {} for {}: {}; closing it", names, what, connection.clientChannel(), cause.toString());
            connection.clientChannel().close();
            return;
        }
        if (connection.clientChannel().isActive()) {
            connection.forward(frame, context);
        } else {
            frame.release();
        }
    }

    @Override
    public void answer(Object response) {
        connection.answer(response);
    }

    @Override
    public Channel clientChannel() {
        return connection.clientChannel();
    }

    @Override
    public KafkaClientChannel broker() {
        return connection.broker();
    }
}
