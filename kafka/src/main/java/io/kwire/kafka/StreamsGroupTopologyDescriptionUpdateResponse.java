// Converted from common/message/StreamsGroupTopologyDescriptionUpdateResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's StreamsGroupTopologyDescriptionUpdateResponse, API key 93: versions 0, flexible 0+.
 *
 * <p>Supported errors:
 *
 * <ul>
 * <li>GROUP_AUTHORIZATION_FAILED (version 0+)
 * <li>NOT_COORDINATOR (version 0+)
 * <li>COORDINATOR_NOT_AVAILABLE (version 0+)
 * <li>COORDINATOR_LOAD_IN_PROGRESS (version 0+)
 * <li>INVALID_REQUEST (version 0+)
 * <li>UNSUPPORTED_VERSION (version 0+)
 * <li>UNKNOWN_MEMBER_ID (version 0+)
 * <li>GROUP_ID_NOT_FOUND (version 0+)
 * <li>STREAMS_TOPOLOGY_DESCRIPTION_UPDATE_FAILED (version 0+)
 * </ul>
 *
 * <p>Converted from common/message/StreamsGroupTopologyDescriptionUpdateResponse.json of
 * kafka-clients 4.4.0.
 */
@ApiKey(value = 93, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class StreamsGroupTopologyDescriptionUpdateResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The top-level error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The top-level error message, or null if there was no error.
     */
    @NullableVersions("0+")
    @Default("null")
    public String errorMessage = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
