package io.kwire.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.palantir.javapoet.CodeBlock;
import org.junit.jupiter.api.Test;

class LayoutsTest {
    private static final VersionRange CONTEXT = VersionRange.parse("0-7");
    private static final Layouts.Call READ = (compact, nullable) ->
            CodeBlock.of("$N()", Layouts.variant("read", compact, nullable));

    @Test
    void oneCallWhereEveryVersionHasTheSameLayout() {
        assertEquals("readCompactNullable()",
                Layouts.byCompactAndNullable(field("0+", "0+"), CONTEXT, READ).toString());
        assertEquals("read()", Layouts.byCompactAndNullable(field("8+", "none"), CONTEXT, READ).toString());
    }

    @Test
    void testsFromTheHighestLayoutDown() {
        assertEquals("version >= 6 ? readCompactNullable() : version >= 4 ? readCompact() : read()",
                flat(Layouts.byCompactAndNullable(field("4+", "6+"), CONTEXT, READ)));
        assertEquals("version >= 4 ? readCompactNullable() : readNullable()",
                flat(Layouts.byCompactAndNullable(field("4+", "0+"), CONTEXT, READ)));
    }

    @Test
    void anOperandChoiceIsInParentheses() {
        assertEquals("(version >= 4 ? readCompact() : read())",
                flat(Layouts.byCompactOperand(field("4+", "none"), CONTEXT, READ)));
        assertEquals("readCompact()", Layouts.byCompactOperand(field("0+", "none"), CONTEXT, READ).toString());
    }

    @Test
    void statementsBranchOnlyWhereTheLayoutSplits() {
        CodeBlock.Builder split = CodeBlock.builder();
        Layouts.addByCompact(split, field("4+", "none"), CONTEXT, READ);
        assertEquals("if (version >= 4) {\n  readCompact();\n} else {\n  read();\n}\n", split.build().toString());
        CodeBlock.Builder one = CodeBlock.builder();
        Layouts.addByCompact(one, field("4+", "none"), VersionRange.parse("5-7"), READ);
        assertEquals("readCompact();\n", one.build().toString());
    }

    /** The code as a statement, on one line: a statement ends the wrapped line that a bare block leaves pending. */
    private static String flat(CodeBlock code) {
        String statement = CodeBlock.builder().addStatement("$L", code).build().toString();
        return statement.substring(0, statement.length() - ";\n".length()).replaceAll("\\s+", " ");
    }

    private static FieldModel field(String compact, String nullable) {
        return new FieldModel(null, "f", "M.f", new FieldType.Text(), CONTEXT, VersionRange.parse(nullable),
                VersionRange.parse(compact), VersionRange.NONE, -1, DefaultValue.implied(), false,
                new Access("f", null, null));
    }
}
