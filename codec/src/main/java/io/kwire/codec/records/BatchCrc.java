package io.kwire.codec.records;

import io.netty.buffer.ByteBuf;
import java.nio.ByteBuffer;
import java.util.zip.CRC32C;

/**
 * CRC32C over a region of a buffer, where it lies: through the heap array, or the direct memory
 * as one NIO view, with the JDK's intrinsic either way; a composite buffer part by part.
 */
final class BatchCrc {
    private final CRC32C crc = new CRC32C();

    /** The CRC32C of {@code length} bytes of {@code buf} from {@code index}, as an unsigned int in a long. */
    long compute(ByteBuf buf, int index, int length) {
        crc.reset();
        if (buf.hasArray()) {
            crc.update(buf.array(), buf.arrayOffset() + index, length);
        } else if (buf.nioBufferCount() == 1) {
            crc.update(buf.internalNioBuffer(index, length));
        } else {
            for (ByteBuffer part : buf.nioBuffers(index, length)) {
                crc.update(part);
            }
        }
        return crc.getValue();
    }
}
