package io.kwire.testkit.fuzz;

import io.kwire.codec.MalformedMessageException;
import io.kwire.codec.MessageCodec;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;

/** {@link Pair}'s codec, by hand: the name as an int16 length and its UTF-8 bytes, then the id as an int32. */
class Pairs implements MessageCodec<Pair> {
    @Override
    public short lowestVersion() {
        return 0;
    }

    @Override
    public short highestVersion() {
        return 0;
    }

    @Override
    public boolean isFlexible(short version) {
        return false;
    }

    @Override
    public int size(Pair message, short version) {
        return Short.BYTES + message.name.getBytes(StandardCharsets.UTF_8).length + Integer.BYTES;
    }

    @Override
    public void write(Pair message, ByteBuf out, short version) {
        byte[] name = message.name.getBytes(StandardCharsets.UTF_8);
        out.writeShort(name.length).writeBytes(name).writeInt(message.id);
    }

    @Override
    public Pair read(ByteBuf in, short version) {
        int start = in.readerIndex();
        if (in.readableBytes() < Short.BYTES) {
            throw new MalformedMessageException("Pair.name", 0, "needs 2 bytes");
        }
        int length = in.getShort(start);
        if (length < 0 || in.readableBytes() < Short.BYTES + length) {
            throw new MalformedMessageException("Pair.name", 0, "length " + length + " overruns the message");
        }
        if (in.readableBytes() < Short.BYTES + length + Integer.BYTES) {
            throw new MalformedMessageException("Pair.id", Short.BYTES + length, "needs 4 bytes");
        }
        Pair pair = new Pair();
        pair.name = in.toString(start + Short.BYTES, length, StandardCharsets.UTF_8);
        pair.id = in.getInt(start + Short.BYTES + length);
        in.readerIndex(start + Short.BYTES + length + Integer.BYTES);
        return pair;
    }
}
