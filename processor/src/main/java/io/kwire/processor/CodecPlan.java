package io.kwire.processor;

import com.palantir.javapoet.ClassName;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Everything the writers need to know of one message's codec, derived once from its model
 * before any code is written: the names of the codec's members, and a plan for each struct.
 *
 * @param structs every struct the message reaches, the message's own first, as in the model
 */
record CodecPlan(MessageModel message, CodecNames names, Map<ClassName, StructPlan> structs) {
    CodecPlan {
        structs = Collections.unmodifiableMap(new LinkedHashMap<>(structs));
    }

    StructPlan struct(ClassName type) {
        return structs.get(type);
    }

    StructPlan root() {
        return structs.get(message.type());
    }
}
