// Converted from common/message/SaslAuthenticateResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's SaslAuthenticateResponse, API key 36: versions 0-2, flexible 2+.
 *
 * <p>Version 1 adds the session lifetime. Version 2 adds flexible version support
 *
 * <p>Converted from common/message/SaslAuthenticateResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 36, type = MessageType.RESPONSE)
@Versions("0-2")
@Flexible("2+")
public class SaslAuthenticateResponse {
    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The error message, or null if there was no error.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * The SASL authentication bytes from the server, as defined by the SASL mechanism.
     */
    public byte[] authBytes = new byte[0];

    /**
     * Number of milliseconds after which only re-authentication over the existing connection to create
     * a new session can occur.
     */
    @Versions("1+")
    @Default("0")
    @Ignorable
    public long sessionLifetimeMs = 0L;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
