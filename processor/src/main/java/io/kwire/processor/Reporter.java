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
    private int errors;
    private Element redirectTo;
    private String redirectNote;

    Reporter(Messager messager) {
        this.messager = messager;
    }

    void startType() {
        errors = 0;
    }

    boolean hadErrors() {
        return errors > 0;
    }

    /** The errors reported since {@link #startType}. */
    int errorCount() {
        return errors;
    }

    /**
     * Until {@link #endRedirect}, reports on {@code site} instead, with {@code note} appended: for the
     * fields of a library class, which have no source line of their own. Returns false, changing
     * nothing, if reports are already redirected (a library class inside a library class).
     */
    boolean redirect(Element site, String note) {
        if (redirectTo != null) {
            return false;
        }
        redirectTo = site;
        redirectNote = note;
        return true;
    }

    void endRedirect() {
        redirectTo = null;
        redirectNote = null;
    }

    void report(Diagnostic diagnostic, Element element, Object... args) {
        report(diagnostic, element, null, null, args);
    }

    void report(Diagnostic diagnostic, Element element, AnnotationMirror annotation, AnnotationValue value,
            Object... args) {
        if (diagnostic.kind() == javax.tools.Diagnostic.Kind.ERROR) {
            errors++;
        }
        String text = diagnostic.format(args);
        if (redirectTo != null) {
            element = redirectTo;
            annotation = null;
            value = null;
            text = text + " (" + redirectNote + ")";
        }
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
