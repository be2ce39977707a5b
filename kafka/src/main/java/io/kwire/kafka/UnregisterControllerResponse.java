// Converted from common/message/UnregisterControllerResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's UnregisterControllerResponse, API key 94: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/UnregisterControllerResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 94, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class UnregisterControllerResponse {
    /**
     * Duration in milliseconds for which the request was throttled due to a quota violation, or zero
     * if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The top-level error message, or `null` if there was no top-level error.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
