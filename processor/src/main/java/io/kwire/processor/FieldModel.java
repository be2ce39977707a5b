package io.kwire.processor;

import javax.lang.model.element.VariableElement;

/**
 * One field of a struct, with every version rule resolved against the message's versions.
 *
 * @param qualifiedName {@code Message.Struct.field}, as errors name it
 * @param versions the versions the field is on the wire in, clipped to the message's
 * @param nullable the versions it may be null in
 * @param compact the versions its length prefix is compact in
 * @param tagged the versions it is a tagged field in (empty when it is never tagged)
 * @param tag its tag, or -1
 */
record FieldModel(VariableElement origin, String name, String qualifiedName, FieldType type,
        VersionRange versions, VersionRange nullable, VersionRange compact, VersionRange tagged, int tag,
        DefaultValue defaultValue, boolean ignorable, Access access) {

    /** The versions it is written in its place among the struct's fields. */
    VersionRange positional() {
        return versions.before(tagged);
    }

    boolean isTagged() {
        return tag >= 0;
    }
}
