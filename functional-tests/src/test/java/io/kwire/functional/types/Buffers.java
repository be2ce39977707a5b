package io.kwire.functional.types;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;

/** {@code ByteBuf} fields in the message, in structs of a list and in a nested struct, with fields after them. */
@Versions("0-1")
@Flexible("1+")
class Buffers {
    ByteBuf first = Unpooled.EMPTY_BUFFER;
    int middle;
    ByteBuf second = Unpooled.EMPTY_BUFFER;
    List<Chunk> chunks = new ArrayList<>();
    Chunk tail = new Chunk();
    String last = "";

    /** A struct holding a {@code ByteBuf}. */
    static class Chunk {
        ByteBuf data = Unpooled.EMPTY_BUFFER;

        static Chunk of(ByteBuf data) {
            Chunk chunk = new Chunk();
            chunk.data = data;
            return chunk;
        }
    }
}
