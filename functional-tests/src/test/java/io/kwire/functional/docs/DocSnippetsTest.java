package io.kwire.functional.docs;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.kwire.functional.support.ProjectDocs;
import io.kwire.functional.support.ProjectDocs.Block;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Code the documentation shows compiles against kwire as it is: each block marked
 * {@code <!-- compiled: NAME -->} is put in the body of a method of the class NAME below, which
 * declares what the block uses without showing it, and compiled with the test class path
 * (kwire-codec, kwire-kafka, Netty).
 */
class DocSnippetsTest {
    /** Each snippet's surroundings: a source whose {@code %s} is the snippet. */
    private static final Map<String, String> CLASSES = Map.of(
            "RecordsOfAProduceRequest", """
                    package snippets;

                    import io.kwire.codec.records.RecordBatch;
                    import io.kwire.codec.records.RecordBatches;
                    import io.kwire.codec.records.RecordCursor;
                    import io.kwire.kafka.ProduceRequest;
                    import io.kwire.kafka.ProduceRequest.PartitionProduceData;
                    import io.netty.buffer.ByteBuf;

                    final class RecordsOfAProduceRequest {
                        void show(ProduceRequest produce) {
                    %s
                        }

                        private static void handle(long offset, long timestamp, ByteBuf key, ByteBuf value) {
                        }
                    }
                    """,
            "ViewOfAProduceRequest", """
                    package snippets;

                    import io.kwire.kafka.ProduceRequestView;
                    import io.netty.buffer.ByteBuf;

                    final class ViewOfAProduceRequest {
                        void show(ByteBuf body, short version) {
                    %s
                        }

                        private static void route(short acks, String transactionalId, ByteBuf records) {
                        }
                    }
                    """,
            "HooksOnAServerPipeline", """
                    package snippets;

                    import io.kwire.codec.netty.KafkaServerHooks;
                    import io.netty.channel.Channel;
                    import io.netty.channel.socket.SocketChannel;
                    import java.util.concurrent.atomic.LongAdder;

                    final class HooksOnAServerPipeline {
                        private final LongAdder requests = new LongAdder();
                        private final LongAdder paused = new LongAdder();

                        void initChannel(SocketChannel ch) {
                    %s
                        }
                    }
                    """);

    @Test
    void everyMarkedSnippetCompiles() {
        Set<String> used = new TreeSet<>();
        for (Path markdown : ProjectDocs.markdownFiles()) {
            for (Block block : ProjectDocs.markedBlocks(markdown, "compiled")) {
                assertTrue(CLASSES.containsKey(block.argument()), block + ": no class " + block.argument()
                        + " in DocSnippetsTest to compile it in");
                used.add(block.argument());
                Compilation compilation = compile(block.argument(), block.text());
                assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> block + " does not compile in "
                        + block.argument() + ": " + compilation.diagnostics());
            }
        }
        assertEquals(new TreeSet<>(CLASSES.keySet()), used,
                "each snippet class compiles a block the documentation marks <!-- compiled: NAME -->");
    }

    @Test
    void theReadmesRecordsSnippetIsCompiled() {
        ProjectDocs.markedBlock(ProjectDocs.ROOT.resolve("README.md"), "compiled", "RecordsOfAProduceRequest");
    }

    @Test
    void aSnippetThatNamesWhatIsNotThereFails() {
        Compilation compilation = compile("RecordsOfAProduceRequest", """
                RecordBatches batches = new RecordBatches().reset(produce.records);
                """);
        assertThat(compilation).hadErrorContaining("cannot find symbol");
    }

    private static Compilation compile(String name, String snippet) {
        String source = CLASSES.get(name).formatted(snippet.indent(8).stripTrailing());
        return javac().withOptions("-proc:none").compile(JavaFileObjects.forSourceString("snippets." + name, source));
    }
}
