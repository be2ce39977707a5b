package io.kwire.processor;

import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Reports diagnostics on the narrowest element, once each, and remembers whether any error was
 * reported since the last {@link #startType}.
 */
final class Reporter {
    private final Messager messager;
    private final Set<String> reported = new HashSet<>();
    private boolean errors;

    Reporter(Messager messager) {
        this.messager = messager;
    }

    void startType() {
        errors = false;
    }

    boolean hadErrors() {
        return errors;
    }

    void report(Diagnostic diagnostic, Element element, Object... args) {
        report(diagnostic, element, null, null, args);
    }

    void report(Diagnostic diagnostic, Element element, AnnotationMirror annotation, AnnotationValue value,
            Object... args) {
        if (diagnostic.kind() == javax.tools.Diagnostic.Kind.ERROR) {
            errors = true;
        }
        String text = diagnostic.format(args);
        // A struct shared by several messages is read once per message: say each problem once.
        if (!reported.add(identity(element) + '\u0000' + text)) {
            return;
        }
        if (annotation == null) {
            messager.printMessage(diagnostic.kind(), text, element);
        } else if (value == null) {
            messager.printMessage(diagnostic.kind(), text, element, annotation);
        } else {
            messager.printMessage(diagnostic.kind(), text, element, annotation, value);
        }
    }

    private static String identity(Element element) {
        Element enclosing = element.getEnclosingElement();
        return (enclosing == null ? "" : enclosing.toString() + '#') + element;
    }
}
