package io.kwire.codec.netty;

import io.netty.channel.Channel;
import io.netty.util.AttributeKey;

/**
 * Who is on the other end of a connection, as Kafka names it: a type and a name, written
 * {@code User:CN=alice,O=kwire}. Each channel holds one, {@link #ANONYMOUS} until a handler that
 * authenticated the peer {@link #assign assigns} another: {@link ServerTls} assigns the subject of
 * the client's certificate as Kafka's default principal builder does, and a SASL handler assigns
 * {@code User:<name>}. {@link KafkaRequestDecoder} hands each request the channel's principal of the
 * moment ({@link KafkaRequest#principal()}).
 *
 * @param type the principal type, {@value #USER_TYPE} for users
 * @param name the name, e.g. a certificate's full X.500 subject or a SASL user name
 */
public record KafkaPrincipal(String type, String name) {
    /** Kafka's type of user principals. */
    public static final String USER_TYPE = "User";
    /** Kafka's principal of a peer that did not authenticate: {@code User:ANONYMOUS}. */
    public static final KafkaPrincipal ANONYMOUS = new KafkaPrincipal(USER_TYPE, "ANONYMOUS");

    private static final AttributeKey<KafkaPrincipal> ATTRIBUTE = AttributeKey.valueOf(KafkaPrincipal.class,
            "principal");

    /** Checks that the type is neither null nor empty and the name not null. */
    public KafkaPrincipal {
        if (type == null || type.isEmpty()) {
            throw new IllegalArgumentException("a principal needs a type, e.g. " + USER_TYPE + "; it was "
                    + (type == null ? "null" : "empty"));
        }
        if (name == null) {
            throw new IllegalArgumentException("a principal of type " + type + " needs a name; it was null");
        }
    }

    /** The user principal {@code User:<name>}. */
    public static KafkaPrincipal user(String name) {
        return new KafkaPrincipal(USER_TYPE, name);
    }

    /** The principal {@code channel} holds, {@link #ANONYMOUS} if none was assigned. */
    public static KafkaPrincipal of(Channel channel) {
        KafkaPrincipal principal = channel.attr(ATTRIBUTE).get();
        return principal != null ? principal : ANONYMOUS;
    }

    /** Makes this the principal of {@code channel}, for the requests decoded from now on. */
    public void assign(Channel channel) {
        channel.attr(ATTRIBUTE).set(this);
    }

    /** {@code type:name}, as Kafka writes principals. */
    @Override
    public String toString() {
        return type + ":" + name;
    }
}
