package io.kwire.functional.support;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * Loads the classes of a successful in-memory compilation, so that a test can run the codec the
 * processor generated; everything else (kwire's runtime, Netty) comes from the test's own class path.
 */
public final class CompiledClasses extends ClassLoader {
    private static final String CLASS_OUTPUT = "/CLASS_OUTPUT/";

    private final Map<String, byte[]> classes = new HashMap<>();

    /** A loader of the classes {@code compilation} wrote. */
    public CompiledClasses(Compilation compilation) {
        super(CompiledClasses.class.getClassLoader());
        for (JavaFileObject file : compilation.generatedFiles()) {
            String path = file.toUri().getPath();
            if (file.getKind() == JavaFileObject.Kind.CLASS && path.startsWith(CLASS_OUTPUT)) {
                String binaryName = path.substring(CLASS_OUTPUT.length(), path.length() - ".class".length())
                        .replace('/', '.');
                classes.put(binaryName, bytes(file));
            }
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }

    private static byte[] bytes(JavaFileObject file) {
        try (InputStream in = file.openInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
