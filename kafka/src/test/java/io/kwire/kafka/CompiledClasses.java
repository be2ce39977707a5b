package io.kwire.kafka;

import com.sun.source.util.JavacTask;
import java.util.List;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The classes of this module as javac reads them from their class files, with kwire's annotations,
 * which are kept in class files but not at run time. What the drift check compares with the specs
 * is what was compiled, not a second reading of the sources.
 */
final class CompiledClasses {
    private final Elements elements;

    CompiledClasses() {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        // Surefire may run the tests behind a manifest-only jar; its property holds the real class path.
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        JavacTask task = (JavacTask) javac.getTask(null, null, null, List.of("-proc:none", "-classpath", classPath),
                null, null);
        elements = task.getElements();
    }

    /** The compiled class {@code io.kwire.kafka.<simpleName>}, or null if there is none. */
    TypeElement kwireClass(String simpleName) {
        return elements.getTypeElement(CompiledClasses.class.getPackageName() + "." + simpleName);
    }

    Elements elements() {
        return elements;
    }
}
