package io.kwire.examples.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.leaks.FailOnByteBufLeaks;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@value #CONNECTIONS} idle connections, plaintext and SASL, and {@value #TLS_CONNECTIONS} over TLS, whose
 * handshakes are what takes the time, to the example server ({@link ConnectionMemory}, its clients in a JVM of
 * their own) hold no more than docs/operations.md says a connection holds: the server's Java heap and its
 * allocator's buffers: none per connection, and no more than its own pages in all. The heap must also be more than
 * a floor no connection goes under, so that a measurement that missed the connections cannot pass.
 */
@ExtendWith(FailOnByteBufLeaks.class)
class ConnectionMemoryTest {
    private static final int CONNECTIONS = 2000;
    private static final int TLS_CONNECTIONS = 500;
    /** No connection holds less: its channel, pipeline and socket alone take more. */
    private static final long HEAP_FLOOR_BYTES = 1024;
    /** docs/operations.md: under 6 KiB of heap a plaintext or SASL connection, 3.4-3.7 KB measured. */
    private static final long PLAIN_HEAP_BOUND_BYTES = 6 * 1024;
    /** docs/operations.md: under 14 KiB of heap a TLS connection, 9.3 KB measured. */
    private static final long TLS_HEAP_BOUND_BYTES = 14 * 1024;
    /** docs/operations.md: an idle connection holds no buffer; a few in all, here and there, are allowed for. */
    private static final double BUFFERS_BOUND = 0.01;
    /** docs/operations.md: the allocator keeps up to 1 MiB of pages (TLS) whatever the connections. */
    private static final long RESERVED_BOUND_BYTES = 2 * 1024 * 1024;

    @TempDir
    static Path directory;

    @ParameterizedTest
    @EnumSource(ConnectionMemory.Kind.class)
    void anIdleConnectionHoldsNoMoreThanTheDocumentSays(ConnectionMemory.Kind kind) throws Exception {
        int connections = kind == ConnectionMemory.Kind.TLS ? TLS_CONNECTIONS : CONNECTIONS;
        ConnectionMemory.PerConnection held = ConnectionMemory.measure(kind, connections, 0, directory);
        System.out.println("ConnectionMemoryTest: " + held.markdown());
        long heapBound = kind == ConnectionMemory.Kind.TLS ? TLS_HEAP_BOUND_BYTES : PLAIN_HEAP_BOUND_BYTES;
        assertTrue(held.heapBytes() <= heapBound, held + ": over " + heapBound + " bytes of heap");
        assertTrue(held.heapBytes() >= HEAP_FLOOR_BYTES, held + ": the connections were not measured");
        assertTrue(held.buffers() <= BUFFERS_BOUND, held + ": idle connections hold buffers");
        assertTrue(held.reservedBytes() * connections <= RESERVED_BOUND_BYTES, held + ": the allocator took over "
                + RESERVED_BOUND_BYTES + " bytes");
    }
}
