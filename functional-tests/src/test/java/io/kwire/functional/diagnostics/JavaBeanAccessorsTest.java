package io.kwire.functional.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.kwire.functional.diagnostics.KwireCompilations.compile;
import static io.kwire.functional.diagnostics.KwireCompilations.source;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.truth.StringSubject;
import io.kwire.codec.MessageCodec;
import io.kwire.functional.diagnostics.KwireCompilations.Run;
import io.kwire.functional.support.CompiledClasses;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A class with private fields and JavaBean accessors gets a codec that goes through the accessors. */
class JavaBeanAccessorsTest {
    private static final String BEAN = """
            @Versions("0-1")
            @Flexible("1+")
            public class Bean {
                private int count;
                private String name = "";
                private boolean active;

                public int getCount() {
                    return count;
                }

                public void setCount(int count) {
                    this.count = count;
                }

                public String getName() {
                    return name;
                }

                public void setName(String name) {
                    this.name = name;
                }

                public boolean isActive() {
                    return active;
                }

                public void setActive(boolean active) {
                    this.active = active;
                }
            }
            """;

    @Test
    void generatedCodecCallsTheGettersAndSetters() {
        Run run = compile(source("Bean", BEAN));
        assertThat(run.compilation()).succeededWithoutWarnings();
        assertEquals(List.of("test.BeanCodec"), run.generatedTypes());
        StringSubject codec = assertThat(run.compilation()).generatedSourceFile("test.BeanCodec")
                .contentsAsUtf8String();
        codec.contains("s.getCount()");
        codec.contains("s.getName()");
        codec.contains("s.isActive()");
        codec.contains("s.setCount(");
        codec.contains("s.setName(");
        codec.contains("s.setActive(");
        codec.doesNotContainMatch("\\bs\\.(count|name|active)\\b");
    }

    @Test
    void generatedCodecWritesAndReadsThroughTheAccessors() throws ReflectiveOperationException {
        Run run = compile(source("Bean", BEAN));
        assertThat(run.compilation()).succeeded();
        CompiledClasses classes = new CompiledClasses(run.compilation());
        Class<?> beanClass = classes.loadClass("test.Bean");
        @SuppressWarnings("unchecked")
        MessageCodec<Object> codec = (MessageCodec<Object>) classes.loadClass("test.BeanCodec")
                .getField("INSTANCE").get(null);

        Object bean = beanClass.getConstructor().newInstance();
        beanClass.getMethod("setCount", int.class).invoke(bean, 7);
        beanClass.getMethod("setName", String.class).invoke(bean, "kw");
        beanClass.getMethod("setActive", boolean.class).invoke(bean, true);

        // version 0: int32, int16-prefixed string, bool; version 1 (flexible): compact string, then no tagged fields
        assertRoundTrip(codec, bean, (short) 0, "00000007" + "0002" + "6b77" + "01");
        assertRoundTrip(codec, bean, (short) 1, "00000007" + "03" + "6b77" + "01" + "00");
    }

    private static void assertRoundTrip(MessageCodec<Object> codec, Object bean, short version, String hex)
            throws ReflectiveOperationException {
        ByteBuf out = Unpooled.buffer();
        try {
            assertEquals(hex.length() / 2, codec.size(bean, version), "size at version " + version);
            codec.write(bean, out, version);
            assertArrayEquals(ByteBufUtil.decodeHexDump(hex), ByteBufUtil.getBytes(out), "bytes at version " + version);
            Object back = codec.read(out, version);
            assertEquals(0, out.readableBytes(), "read consumes the whole message");
            Class<?> beanClass = bean.getClass();
            assertEquals(7, beanClass.getMethod("getCount").invoke(back));
            assertEquals("kw", beanClass.getMethod("getName").invoke(back));
            assertEquals(true, beanClass.getMethod("isActive").invoke(back));
        } finally {
            out.release();
        }
    }
}
