package io.kwire.processor;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Reads kwire's annotations from elements as mirrors, so their classes need not be loaded. */
final class Annotations {
    private final Elements elements;

    Annotations(Elements elements) {
        this.elements = elements;
    }

    /** The annotation of that qualified name on the element, or null. */
    static AnnotationMirror find(Element element, String qualifiedName) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
            if (type.getQualifiedName().contentEquals(qualifiedName)) {
                return mirror;
            }
        }
        return null;
    }

    /** The value of one attribute, its default included. */
    AnnotationValue value(AnnotationMirror mirror, String attribute) {
        Map<? extends ExecutableElement, ? extends AnnotationValue> values =
                elements.getElementValuesWithDefaults(mirror);
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : values.entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(attribute)) {
                return entry.getValue();
            }
        }
        throw new IllegalArgumentException(mirror + " has no attribute " + attribute);
    }
}
