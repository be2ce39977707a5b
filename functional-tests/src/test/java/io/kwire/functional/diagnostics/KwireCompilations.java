package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.kwire.processor.KwireProcessor;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Completion;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Runs kwire's processor in-process on small sources in package {@code test}, and checks that a
 * compilation failed with exactly one diagnostic of kwire's, on the line at fault.
 *
 * <p>compile-testing hides the generated files of a compilation that failed, so the processor
 * runs behind a {@link Filer} that records the name of every source file it creates: that is how
 * these tests see that a broken class got no codec while its neighbour got one.
 */
final class KwireCompilations {
    private static final String HEADER = """
            package test;

            import io.kwire.annotations.*;
            import io.kwire.codec.RawTaggedField;
            import java.util.*;

            """;

    private KwireCompilations() {
    }

    /** A compilation, and the qualified names of the source files the processor created, in order. */
    record Run(Compilation compilation, List<String> generatedTypes) {
    }

    /** {@code test/<simpleName>.java}: the package, imports of kwire's annotations and java.util, then {@code body}. */
    static JavaFileObject source(String simpleName, String body) {
        return JavaFileObjects.forSourceString("test." + simpleName, HEADER + body);
    }

    /** Compiles the sources with kwire's processor, and only it, with every lint warning on. */
    static Run compile(JavaFileObject... sources) {
        return compileRefusing(Set.of(), sources);
    }

    /**
     * Compiles as {@link #compile} does, but the {@link Filer} throws an {@link IOException}, as a
     * full disk would, when asked for the source file of a type in {@code refusedTypes}.
     */
    static Run compileRefusing(Set<String> refusedTypes, JavaFileObject... sources) {
        return run(refusedTypes, List.of(), sources);
    }

    /**
     * Compiles as {@link #compile} does, with {@code other} running beside kwire's processor; the
     * sources {@code other} creates are not in {@link Run#generatedTypes()}.
     */
    static Run compileAlongside(Processor other, JavaFileObject... sources) {
        return run(Set.of(), List.of(other), sources);
    }

    private static Run run(Set<String> refusedTypes, List<Processor> others, JavaFileObject... sources) {
        List<String> created = new ArrayList<>();
        List<Processor> processors = new ArrayList<>();
        processors.add(new FilerRecordingProcessor(new KwireProcessor(), refusedTypes, created));
        processors.addAll(others);
        Compilation compilation = javac()
                .withProcessors(processors)
                .withOptions("-Xlint:all")
                .compile(sources);
        return new Run(compilation, List.copyOf(created));
    }

    /**
     * Asserts that compiling {@code source} alone fails with exactly one error, {@code message}
     * (which starts with its {@code [kwire/Key]}), on the line containing {@code line}, and that
     * no codec was generated.
     */
    static void assertOnlyError(JavaFileObject source, String message, String line) {
        Run run = compile(source);
        assertThat(run.compilation()).failed();
        assertThat(run.compilation()).hadErrorCount(1);
        assertThat(run.compilation()).hadErrorContaining(message).inFile(source).onLineContaining(line);
        assertEquals(List.of(), run.generatedTypes(), "a class with errors gets no codec");
    }

    /**
     * Runs a processor with a {@link Filer} that adds the name of each source file it creates to a
     * list, and refuses to create those of {@code refusedTypes}.
     */
    private static final class FilerRecordingProcessor implements Processor {
        private final Processor delegate;
        private final Set<String> refusedTypes;
        private final List<String> created;

        FilerRecordingProcessor(Processor delegate, Set<String> refusedTypes, List<String> created) {
            this.delegate = delegate;
            this.refusedTypes = refusedTypes;
            this.created = created;
        }

        @Override
        public Set<String> getSupportedOptions() {
            return delegate.getSupportedOptions();
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public void init(ProcessingEnvironment environment) {
            Filer filer = environment.getFiler();
            Filer recording = proxy(Filer.class, (method, args) -> {
                boolean source = method.getName().equals("createSourceFile");
                if (source && refusedTypes.contains(args[0].toString())) {
                    throw new IOException("no space left on device (simulated) for " + args[0]);
                }
                Object result = invoke(method, filer, args);
                if (source) {
                    created.add(args[0].toString());
                }
                return result;
            });
            delegate.init(proxy(ProcessingEnvironment.class, (method, args) ->
                    method.getName().equals("getFiler") ? recording : invoke(method, environment, args)));
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return delegate.process(annotations, round);
        }

        @Override
        public Iterable<? extends Completion> getCompletions(Element element, AnnotationMirror annotation,
                ExecutableElement member, String userText) {
            return delegate.getCompletions(element, annotation, member, userText);
        }

        private interface Handler {
            Object handle(Method method, Object[] args) throws Throwable;
        }

        private static <T> T proxy(Class<T> type, Handler handler) {
            return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                    (proxy, method, args) -> handler.handle(method, args)));
        }

        /** Calls the real method, throwing what it throws (a FilerException included) as it is. */
        private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
