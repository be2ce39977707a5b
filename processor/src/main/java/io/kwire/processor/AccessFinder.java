package io.kwire.processor;

import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds how a codec in a given package reads and sets a field: directly when it may, otherwise
 * through JavaBean accessors.
 */
final class AccessFinder {
    private final Elements elements;
    private final Types types;
    private final Reporter reporter;

    AccessFinder(Elements elements, Types types, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
    }

    /** The access, or null after reporting why there is none. */
    Access find(VariableElement field, TypeElement owner, String codecPackage) {
        String name = field.getSimpleName().toString();
        boolean fieldVisible = isVisible(field, codecPackage);
        String capitalized = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        String getter = null;
        if (!fieldVisible) {
            getter = findGetter(owner, field, capitalized, codecPackage);
            if (getter == null) {
                String expected = (field.asType().getKind() == TypeKind.BOOLEAN ? "is" : "get") + capitalized;
                reporter.report(Diagnostic.UNREADABLE_FIELD, field, name, expected);
                return null;
            }
        }
        boolean fieldSettable = fieldVisible && !field.getModifiers().contains(Modifier.FINAL);
        String setter = null;
        if (!fieldSettable) {
            setter = findSetter(owner, field, "set" + capitalized, codecPackage);
            if (setter == null) {
                reporter.report(Diagnostic.UNWRITABLE_FIELD, field, name, "set" + capitalized, field.asType());
                return null;
            }
        }
        return new Access(fieldVisible ? name : null, getter, setter);
    }

    /** Whether code in {@code codecPackage} may use the element directly. */
    boolean isVisible(Element element, String codecPackage) {
        if (element.getModifiers().contains(Modifier.PRIVATE)) {
            return false;
        }
        if (element.getModifiers().contains(Modifier.PUBLIC)) {
            return true;
        }
        return packageOf(element).equals(codecPackage);
    }

    String packageOf(Element element) {
        PackageElement pkg = elements.getPackageOf(element);
        return pkg.getQualifiedName().toString();
    }

    private String findGetter(TypeElement owner, VariableElement field, String capitalized, String codecPackage) {
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(owner))) {
            String methodName = method.getSimpleName().toString();
            boolean named = methodName.equals("get" + capitalized)
                    || (field.asType().getKind() == TypeKind.BOOLEAN && methodName.equals("is" + capitalized));
            if (named && method.getParameters().isEmpty() && !method.getModifiers().contains(Modifier.STATIC)
                    && types.isSameType(method.getReturnType(), field.asType()) && isVisible(method, codecPackage)) {
                return methodName;
            }
        }
        return null;
    }

    private String findSetter(TypeElement owner, VariableElement field, String name, String codecPackage) {
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(owner))) {
            if (method.getSimpleName().contentEquals(name) && method.getParameters().size() == 1
                    && !method.getModifiers().contains(Modifier.STATIC)
                    && types.isSameType(method.getParameters().get(0).asType(), field.asType())
                    && isVisible(method, codecPackage)) {
                return name;
            }
        }
        return null;
    }
}
