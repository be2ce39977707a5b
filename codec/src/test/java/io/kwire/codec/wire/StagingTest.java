package io.kwire.codec.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** This thread's staging memory: lent to one writer at a time, kept up to its cap, never lent twice at once. */
class StagingTest {
    @Test
    void anArrayGivenBackIsLentAgainAndGrowsUpToTheCap() throws Exception {
        onAFreshThread(() -> {
            Staging staging = Staging.ofThisThread();
            byte[] first = staging.borrow(0);
            staging.giveBack(first);
            assertTrue(first == staging.borrow(0), "the same array");
            staging.giveBack(first);

            byte[] grown = staging.borrow(first.length + 1);
            staging.giveBack(grown);
            assertTrue(grown.length > first.length && grown.length <= Staging.CAP, "grown to " + grown.length);
            assertTrue(grown == staging.borrow(grown.length), "the same array");
            staging.giveBack(grown);

            byte[] atCap = staging.borrow(Staging.CAP);
            staging.giveBack(atCap);
            assertEquals(Staging.CAP, atCap.length);
            assertTrue(atCap == staging.borrow(0), "kept at the cap");
            staging.giveBack(atCap);
        });
    }

    @Test
    void pastTheCapAnArrayOfItsOwnIsLentAndNotKept() throws Exception {
        onAFreshThread(() -> {
            Staging staging = Staging.ofThisThread();
            int kept = staging.capacity();
            byte[] large = staging.borrow(Staging.CAP + 1);
            assertEquals(Staging.CAP + 1, large.length);
            byte[] meanwhile = staging.borrow(0);
            assertTrue(large != meanwhile, "the thread's own array is not lent by a write past the cap");
            staging.giveBack(meanwhile);
            staging.giveBack(large);
            assertEquals(kept, staging.capacity());
        });
    }

    /**
     * A writer that asks while this thread's memory is lent (a codec writing within a frame's write)
     * gets memory of its own, and giving that back does not end the first loan.
     */
    @Test
    void whileLentAWriterGetsMemoryOfItsOwn() throws Exception {
        onAFreshThread(() -> {
            Staging staging = Staging.ofThisThread();
            byte[] outer = staging.borrow(0);
            byte[] nested = staging.borrow(0);
            assertTrue(outer != nested, "another array");
            staging.giveBack(nested);
            byte[] nestedAgain = staging.borrow(0);
            assertTrue(outer != nestedAgain, "the outer loan still holds");
            staging.giveBack(nestedAgain);
            ByteBuf nestedBuffer = staging.borrowBuffer();
            assertTrue(outer != nestedBuffer.array(), "another buffer's array");
            staging.giveBack(nestedBuffer);
            assertEquals(0, nestedBuffer.refCnt(), "a buffer of its own is released when given back");
            staging.giveBack(outer);
            assertTrue(outer == staging.borrow(0), "the outer array, given back, is lent again");
            staging.giveBack(outer);
        });
    }

    @Test
    void theBufferIsOverTheArrayAndIsKeptIfItGrowsWithinTheCap() throws Exception {
        onAFreshThread(() -> {
            Staging staging = Staging.ofThisThread();
            ByteBuf buffer = staging.borrowBuffer();
            assertEquals(0, buffer.readableBytes());
            byte[] array = buffer.array();
            byte[] nested = staging.borrow(0);
            assertTrue(array != nested, "the array under a lent buffer is lent too");
            staging.giveBack(nested);
            buffer.writeZero(array.length + 1);
            byte[] grown = buffer.array();
            staging.giveBack(buffer);
            assertTrue(grown == staging.borrow(0), "the buffer's grown array is what is lent next");
            staging.giveBack(grown);

            ByteBuf again = staging.borrowBuffer();
            assertSame(buffer, again);
            again.writeZero(Staging.CAP + 1);
            staging.giveBack(again);
            assertEquals(Staging.INITIAL, staging.capacity(), "a buffer grown past the cap is dropped");
            assertEquals(0, again.refCnt());
        });
    }

    /** Runs {@code test} where this thread's staging memory is new, whatever other tests left in theirs. */
    private static void onAFreshThread(Runnable test) throws Exception {
        CompletableFuture.runAsync(test, runnable -> new Thread(runnable).start()).get();
    }

    @Test
    void eachThreadHasItsOwn() throws Exception {
        Staging mine = Staging.ofThisThread();
        assertSame(mine, Staging.ofThisThread(mine));
        Staging theirs = CompletableFuture.supplyAsync(Staging::ofThisThread).get();
        assertNotSame(mine, theirs);
        assertSame(mine, Staging.ofThisThread(theirs), "another thread's memory is not used here");
    }
}
