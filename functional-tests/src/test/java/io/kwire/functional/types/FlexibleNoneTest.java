package io.kwire.functional.types;

import static io.kwire.functional.types.Wire.encodesAs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import org.junit.jupiter.api.Test;

/**
 * {@code @Flexible("none")} on a field: in a flexible version its string keeps the classic int16
 * length, while the other strings and the tagged-field section are flexible.
 */
class FlexibleNoneTest {
    @Test
    void classicVersion() {
        ClientIds read = encodesAs(ClientIdsCodec.INSTANCE, clientIds("ab", "cd"), 0, "0002 6162" + "0002 6364");
        assertEquals("ab", read.clientId);
        assertEquals("cd", read.compact);
    }

    @Test
    void flexibleVersionKeepsInt16Length() {
        ClientIds read = encodesAs(ClientIdsCodec.INSTANCE, clientIds("ab", "cd"), 1,
                "0002 6162" // int16 length, as in version 0
                + "03 6364" // compact: varint 2+1
                + "00"); // tagged fields
        assertEquals("ab", read.clientId);
        assertEquals("cd", read.compact);
    }

    @Test
    void flexibleVersionKeepsInt16NullLength() {
        ClientIds read = encodesAs(ClientIdsCodec.INSTANCE, clientIds(null, ""), 1, "ffff" + "01" + "00");
        assertNull(read.clientId);
    }

    @Test
    void requestHeaderVersionTwo() {
        RequestHeader header = new RequestHeader((short) 19, (short) 7, 0x01020304, "kw");
        RequestHeader read = encodesAs(RequestHeaderCodec.INSTANCE, header, 2,
                "0013" // api key 19
                + "0007" // api version 7
                + "01020304" // correlation id
                + "0002 6b77" // client id: int16 length even in the flexible version 2
                + "00"); // tagged fields
        assertEquals(19, read.requestApiKey);
        assertEquals(7, read.requestApiVersion);
        assertEquals(0x01020304, read.correlationId);
        assertEquals("kw", read.clientId);
    }

    @Test
    void requestHeaderVersionOneAndNullClientId() {
        RequestHeader header = new RequestHeader((short) 20, (short) 3, -1, null);
        assertNull(encodesAs(RequestHeaderCodec.INSTANCE, header, 1, "0014 0003 ffffffff ffff").clientId);
        assertNull(encodesAs(RequestHeaderCodec.INSTANCE, header, 2, "0014 0003 ffffffff ffff 00").clientId);
    }

    private static ClientIds clientIds(String clientId, String compact) {
        ClientIds message = new ClientIds();
        message.clientId = clientId;
        message.compact = compact;
        return message;
    }
}
