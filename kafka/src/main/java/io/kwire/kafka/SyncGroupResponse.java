// Converted from common/message/SyncGroupResponse.json of kafka-clients 4.4.0
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
 * Kafka's SyncGroupResponse, API key 14: versions 0-5, flexible 4+.
 *
 * <p>Version 1 adds throttle time.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Starting from version 3, syncGroupRequest supports a new field called groupInstanceId to
 * indicate member identity across restarts.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Starting from version 5, the broker sends back the Protocol Type and the Protocol Name to the
 * client (KIP-559).
 *
 * <p>Converted from common/message/SyncGroupResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 14, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("4+")
public class SyncGroupResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The group protocol type.
     */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String protocolType = null;

    /**
     * The group protocol name.
     */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String protocolName = null;

    /**
     * The member assignment.
     */
    public byte[] assignment = new byte[0];

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
