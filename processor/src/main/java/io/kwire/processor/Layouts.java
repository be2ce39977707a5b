package io.kwire.processor;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Picks, by version, among the named variants of a runtime helper for a length-prefixed value
 * ({@code Strings.read}, {@code Strings.readCompact}, {@code Strings.readCompactNullable}, ...),
 * so that generated code names its layout instead of passing positional booleans. Versions are
 * tested only where the layout splits: where it is the same in every version of the context, the
 * one call is all there is; otherwise the versions are tested from the highest layout down.
 */
final class Layouts {
    private Layouts() {
    }

    /** A call of the helper's variant for one layout. */
    interface Call {
        CodeBlock of(boolean compact, boolean nullable);
    }

    /** A helper's variant for a layout: {@code read}, {@code readCompact}, {@code readCompactNullable}, ... */
    static String variant(String operation, boolean compact, boolean nullable) {
        return operation + (compact ? "Compact" : "") + (nullable ? "Nullable" : "");
    }

    /** The call, by whether the field's prefix is compact, in the versions of {@code context}. */
    static CodeBlock byCompact(FieldModel field, VersionRange context, Call call) {
        return choice(segments(context, field.compact(), VersionRange.NONE), call, false);
    }

    /** {@link #byCompact}, in parentheses where it is a choice, so that it can be an operand. */
    static CodeBlock byCompactOperand(FieldModel field, VersionRange context, Call call) {
        return choice(segments(context, field.compact(), VersionRange.NONE), call, true);
    }

    /** The call, by whether the field's prefix is compact and whether it may be null. */
    static CodeBlock byCompactAndNullable(FieldModel field, VersionRange context, Call call) {
        return choice(segments(context, field.compact(), field.nullable()), call, false);
    }

    /**
     * The statement {@code call} for the compact or classic variant, in an {@code if} where the
     * versions of {@code context} have both.
     */
    static void addByCompact(CodeBlock.Builder code, FieldModel field, VersionRange context, Call call) {
        addSegments(code, segments(context, field.compact(), VersionRange.NONE), context, call);
    }

    /**
     * The statement {@code call} for each layout, compact or not and nullable or not, in an
     * {@code if} where the versions of {@code context} have several.
     */
    static void addByCompactAndNullable(CodeBlock.Builder code, FieldModel field, VersionRange context, Call call) {
        addSegments(code, segments(context, field.compact(), field.nullable()), context, call);
    }

    private static void addSegments(CodeBlock.Builder code, List<Segment> segments, VersionRange context,
            Call call) {
        if (segments.size() == 1) {
            code.addStatement("$L", segments.get(0).call(call));
            return;
        }
        for (int i = segments.size() - 1; i >= 0; i--) {
            Segment segment = segments.get(i);
            if (i == segments.size() - 1) {
                code.beginControlFlow("if ($L)", segment.test(context));
            } else if (i > 0) {
                code.nextControlFlow("else if ($L)", segment.test(context));
            } else {
                code.nextControlFlow("else");
            }
            code.addStatement("$L", segment.call(call));
        }
        code.endControlFlow();
    }

    /** Versions, ascending, that share one layout: compact or not, nullable or not. */
    private record Segment(VersionRange versions, boolean compact, boolean nullable) {
        CodeBlock call(Call call) {
            return call.of(compact, nullable);
        }

        /** The test for this segment, knowing the version is in none of the segments above it. */
        CodeBlock test(VersionRange context) {
            return Condition.in(versions, new VersionRange(context.lowest(), versions.highest())).code();
        }
    }

    /** The call for each segment, chained from the highest: {@code version >= 6 ? a : version >= 4 ? b : c}. */
    private static CodeBlock choice(List<Segment> segments, Call call, boolean asOperand) {
        CodeBlock chain = segments.get(0).call(call);
        VersionRange context = new VersionRange(segments.get(0).versions().lowest(),
                segments.get(segments.size() - 1).versions().highest());
        for (int i = 1; i < segments.size(); i++) {
            Segment segment = segments.get(i);
            chain = CodeBlock.of("$L$W? $L$W: $L", segment.test(context), segment.call(call), chain);
        }
        return asOperand && segments.size() > 1 ? CodeBlock.of("($L)", chain) : chain;
    }

    /** {@code context} cut where being in {@code compact} or in {@code nullable} changes, like neighbours merged. */
    private static List<Segment> segments(VersionRange context, VersionRange compact, VersionRange nullable) {
        TreeSet<Integer> starts = new TreeSet<>(List.of((int) context.lowest()));
        for (VersionRange range : List.of(compact.intersect(context), nullable.intersect(context))) {
            if (!range.isEmpty()) {
                starts.add((int) range.lowest());
                starts.add(range.highest() + 1);
            }
        }
        List<Segment> segments = new ArrayList<>();
        for (int start : starts) {
            if (start > context.highest()) {
                break;
            }
            Integer next = starts.higher(start);
            int end = next == null ? context.highest() : Math.min(next - 1, context.highest());
            boolean isCompact = compact.contains(start);
            boolean isNullable = nullable.contains(start);
            Segment last = segments.isEmpty() ? null : segments.get(segments.size() - 1);
            if (last != null && last.compact() == isCompact && last.nullable() == isNullable) {
                segments.set(segments.size() - 1, new Segment(new VersionRange(last.versions().lowest(), (short) end),
                        isCompact, isNullable));
            } else {
                segments.add(new Segment(new VersionRange((short) start, (short) end), isCompact, isNullable));
            }
        }
        return segments;
    }
}
