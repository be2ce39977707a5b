package io.kwire.codec.netty;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.ssl.NotSslRecordException;
import io.netty.handler.ssl.SslHandler;
import io.netty.handler.ssl.SslHandshakeCompletionEvent;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLPeerUnverifiedException;
import javax.net.ssl.SSLSession;

/**
 * Sits behind a server connection's {@link SslHandler}: when the handshake succeeds, assigns the
 * channel's {@link KafkaPrincipal} from the client's certificate as Kafka's default principal builder
 * does ({@code User:} and the full X.500 subject, {@link KafkaPrincipal#ANONYMOUS} without one); when
 * it fails or times out, or a TLS record later cannot be read, closes the connection with one log
 * line and keeps the TLS error from reaching the handlers behind it. The line never holds the bytes
 * received: plaintext sent to the TLS port may be a password. One per connection.
 */
final class ServerTlsHandshake extends ChannelInboundHandlerAdapter {
    private final SslHandler ssl;
    private boolean closed;

    ServerTlsHandshake(SslHandler ssl) {
        this.ssl = ssl;
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof SslHandshakeCompletionEvent handshake) {
            if (handshake.isSuccess()) {
                principal(ssl.engine().getSession()).assign(ctx.channel());
            } else {
                close(ctx, "TLS handshake failed: " + describe(handshake.cause()));
            }
        }
        ctx.fireUserEventTriggered(event);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        Throwable tls = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
        if (tls instanceof SSLException) {
            close(ctx, "TLS error: " + describe(tls));
        } else {
            ctx.fireExceptionCaught(cause);
        }
    }

    /** The principal of the peer of {@code session}: its certificate's subject, or ANONYMOUS. */
    static KafkaPrincipal principal(SSLSession session) {
        try {
            return KafkaPrincipal.user(session.getPeerPrincipal().getName());
        } catch (SSLPeerUnverifiedException e) {
            return KafkaPrincipal.ANONYMOUS;
        }
    }

    private void close(ChannelHandlerContext ctx, String problem) {
        if (!closed) {
            closed = true;
            ConnectionFaults.close(ctx, problem);
        }
    }

    private static String describe(Throwable cause) {
        if (cause instanceof NotSslRecordException) {
            // Netty's message dumps the bytes received, which may be a password sent in the clear.
            return "NotSslRecordException: not a TLS record (plaintext sent to the TLS port?)";
        }
        return cause.getClass().getSimpleName() + (cause.getMessage() != null ? ": " + cause.getMessage() : "");
    }
}
