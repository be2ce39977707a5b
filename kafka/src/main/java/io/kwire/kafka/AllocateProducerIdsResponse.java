// Converted from common/message/AllocateProducerIdsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's AllocateProducerIdsResponse, API key 67: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/AllocateProducerIdsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 67, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class AllocateProducerIdsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top level response error code.
     */
    public short errorCode;

    /**
     * The first producer ID in this range, inclusive.
     */
    public long producerIdStart;

    /**
     * The number of producer IDs in this range.
     */
    public int producerIdLen;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
