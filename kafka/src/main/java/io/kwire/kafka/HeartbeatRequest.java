// Converted from common/message/HeartbeatRequest.json of kafka-clients 4.4.0
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
 * Kafka's HeartbeatRequest, API key 12: versions 0-4, flexible 4+.
 *
 * <p>Version 1 and version 2 are the same as version 0.
 *
 * <p>Starting from version 3, we add a new field called groupInstanceId to indicate member
 * identity across restarts.
 *
 * <p>Version 4 is the first flexible version.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/HeartbeatRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 12, type = MessageType.REQUEST)
@Versions("0-4")
@Flexible("4+")
public class HeartbeatRequest {
    /**
     * The group id.
     */
    public String groupId = "";

    /**
     * The generation of the group.
     */
    public int generationId;

    /**
     * The member ID.
     */
    public String memberId = "";

    /**
     * The unique identifier of the consumer instance provided by end user.
     */
    @Versions("3+")
    @NullableVersions("3+")
    @Default("null")
    public String groupInstanceId = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
