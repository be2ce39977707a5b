// Converted from common/message/RequestHeader.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's RequestHeader, a header: versions 1-2, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 0 of the RequestHeader is only used by v0 of ControlledShutdownRequest.
 *
 * <p>Version 1 is the first version with ClientId.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Converted from common/message/RequestHeader.json of kafka-clients 4.4.0.
 */
@Versions("1-2")
@Flexible("2+")
public class RequestHeader {
    /**
     * The API key of this request.
     */
    public short requestApiKey;

    /**
     * The API version of this request.
     */
    public short requestApiVersion;

    /**
     * The correlation ID of this request.
     */
    public int correlationId;

    /**
     * The client ID string.
     */
    @Versions("1+")
    @NullableVersions("1+")
    @Flexible("none")
    public String clientId = "";

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
