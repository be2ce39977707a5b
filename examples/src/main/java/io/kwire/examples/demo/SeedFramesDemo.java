package io.kwire.examples.demo;

import io.kwire.annotations.MessageType;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufUtil;
import java.util.ArrayList;
import java.util.List;

/**
 * Encodes the four seed messages of {@code shared/vectors/seed-frames.txt} as whole frames, prints
 * each frame in hex beside the tree of what it decodes to, and checks that the decoded frame
 * encodes back to the same bytes. Exits with status 1 if any does not.
 *
 * <pre>{@code
 * java -jar examples/target/kwire-demo.jar seeds
 * }</pre>
 */
public final class SeedFramesDemo {
    private SeedFramesDemo() {
    }

    /** Runs the demo; the arguments are ignored. */
    public static void main(String[] args) {
        int mismatches = 0;
        for (SeedMessage<?> seed : SeedMessages.all()) {
            if (!show(seed)) {
                mismatches++;
            }
        }
        if (mismatches > 0) {
            System.out.println(mismatches + " frame(s) did not encode back to the same bytes");
            System.exit(1);
        }
        System.out.println("All " + SeedMessages.all().size() + " frames decode and encode back to the same bytes.");
    }

    /** Prints one seed's frame and decoded tree; whether the decoded frame encodes back to the same bytes. */
    private static <T> boolean show(SeedMessage<T> seed) {
        ByteBufAllocator alloc = ByteBufAllocator.DEFAULT;
        ByteBuf frame = seed.encode(alloc);
        try {
            Frame<?, T> decoded = seed.decode(frame.duplicate());
            String kind = seed.codec().type() == MessageType.REQUEST ? "request" : "response";
            System.out.println(seed.name() + " v" + seed.version() + ", " + kind + " header v"
                    + seed.codec().headerVersion(seed.version()) + ", " + frame.readableBytes() + " bytes");
            List<String> tree = new ArrayList<>(FieldTree.lines("header", decoded.header()));
            tree.addAll(FieldTree.lines("body", decoded.body()));
            SideBySide.print(System.out, frame, tree);

            ByteBuf again = seed.encode(alloc, decoded);
            try {
                boolean same = ByteBufUtil.equals(frame, again);
                System.out.println(same ? "encodes back to the same bytes"
                        : "ENCODES BACK DIFFERENTLY: " + ByteBufUtil.hexDump(again));
                System.out.println();
                return same;
            } finally {
                again.release();
            }
        } finally {
            frame.release();
        }
    }
}
