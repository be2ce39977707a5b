package io.kwire.processor;

import com.palantir.javapoet.CodeBlock;

/**
 * A test on the {@code version} parameter, as narrow as the versions already known to be possible
 * (the context) allow: nothing at all where the answer is the same for every possible version.
 */
record Condition(CodeBlock code, boolean always, boolean never) {
    private static final Condition ALWAYS = new Condition(CodeBlock.of("true"), true, false);
    private static final Condition NEVER = new Condition(CodeBlock.of("false"), false, true);

    /** {@code version} is in {@code range}, knowing it is in {@code context}. */
    static Condition in(VersionRange range, VersionRange context) {
        VersionRange effective = range.intersect(context);
        if (effective.isEmpty()) {
            return NEVER;
        }
        boolean low = effective.lowest() > context.lowest();
        boolean high = effective.highest() < context.highest();
        if (low && high) {
            return effective.lowest() == effective.highest()
                    ? of("version == $L", effective.lowest())
                    : of("version >= $L && version <= $L", effective.lowest(), effective.highest());
        }
        if (low) {
            return of("version >= $L", effective.lowest());
        }
        if (high) {
            return of("version <= $L", effective.highest());
        }
        return ALWAYS;
    }

    /** {@code version} is not in {@code range}, knowing it is in {@code context}. */
    static Condition notIn(VersionRange range, VersionRange context) {
        VersionRange effective = range.intersect(context);
        if (effective.isEmpty()) {
            return ALWAYS;
        }
        boolean below = effective.lowest() > context.lowest();
        boolean above = effective.highest() < context.highest();
        if (below && above) {
            return of("version < $L || version > $L", effective.lowest(), effective.highest());
        }
        if (below) {
            return of("version < $L", effective.lowest());
        }
        if (above) {
            return of("version > $L", effective.highest());
        }
        return NEVER;
    }

    private static Condition of(String format, Object... args) {
        return new Condition(CodeBlock.of(format, args), false, false);
    }
}
