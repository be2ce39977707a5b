package io.kwire.processor;

import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * The classes compiled from source in this build, gathered round by round, so that a diagnostic
 * about one can point at its own line; a class from a library has none.
 */
final class SourceTypes {
    private final Set<String> names = new HashSet<>();

    /** Adds the round's classes and the classes nested in them. */
    void addRound(RoundEnvironment round) {
        for (TypeElement type : ElementFilter.typesIn(round.getRootElements())) {
            add(type);
        }
    }

    private void add(TypeElement type) {
        names.add(type.getQualifiedName().toString());
        for (TypeElement member : ElementFilter.typesIn(type.getEnclosedElements())) {
            add(member);
        }
    }

    boolean contains(TypeElement type) {
        return names.contains(type.getQualifiedName().toString());
    }
}
