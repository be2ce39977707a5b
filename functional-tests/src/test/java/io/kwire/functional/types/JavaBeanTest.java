package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A message whose fields are all private: its codec, compiled by the build as a user's is, reads
 * and sets them through getX/isX and setX, tagged and unknown tagged fields included.
 */
class JavaBeanTest {
    @Test
    void classicVersion() {
        Bean read = encodesAs(BeanCodec.INSTANCE, bean(), 0,
                "00000007" // count
                + "01" // active: isActive()
                + "0002 6b77" // name
                + "00000002 00000001 00000002" // ids
                + "0003" // part.value
                + "0000000000000001 0000000000000002"); // id
        assertBean(read);
    }

    @Test
    void flexibleVersionWithTaggedAndUnknownTaggedFields() {
        Bean message = bean();
        message.setExtra(9);
        message.getUnknownTaggedFields().add(new RawTaggedField(4, new byte[] {1}));
        Bean read = encodesAs(BeanCodec.INSTANCE, message, 1,
                "00000007" + "01" + "03 6b77" + "03 00000001 00000002"
                + "0003 00" // part, its tagged fields
                + "0000000000000001 0000000000000002"
                + "02" // two tagged fields
                + "00 08 0000000000000009" // extra, tag 0
                + "04 01 01"); // unknown, tag 4
        assertBean(read);
        assertEquals(9, read.getExtra());
        assertEquals(List.of(new RawTaggedField(4, new byte[] {1})), read.getUnknownTaggedFields());
    }

    private static Bean bean() {
        Bean bean = new Bean();
        bean.setCount(7);
        bean.setActive(true);
        bean.setName("kw");
        bean.setIds(new ArrayList<>(List.of(1, 2)));
        Bean.Part part = new Bean.Part();
        part.setValue((short) 3);
        bean.setPart(part);
        bean.setId(new UUID(1, 2));
        return bean;
    }

    private static void assertBean(Bean read) {
        assertEquals(7, read.getCount());
        assertTrue(read.isActive());
        assertEquals("kw", read.getName());
        assertEquals(List.of(1, 2), read.getIds());
        assertEquals(3, read.getPart().getValue());
        assertEquals(new UUID(1, 2), read.getId());
    }
}
