package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * A class that gets a codec: its versions, its structs, and, for an API message, its key and type.
 *
 * @param apiKey the API key, or -1 when the class has no {@code @ApiKey}
 * @param primary whether {@code @ApiKey(primary = true)} marks it the class its package's registry uses
 * @param exported whether code outside the package can name the class (it and every class around it
 *     public), so its codec is public too; else the codec is package-private, as the class is
 * @param structs every struct the message reaches, the message's own first
 */
record MessageModel(TypeElement origin, ClassName type, VersionRange versions, VersionRange flexible,
        int apiKey, boolean request, boolean primary, boolean exported, Map<ClassName, StructModel> structs) {

    StructModel root() {
        return structs.get(type);
    }

    ClassName codecName() {
        return ClassName.get(type.packageName(), String.join("_", type.simpleNames()) + "Codec");
    }
}
