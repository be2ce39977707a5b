// Converted from common/message/RemoveRaftVoterRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.Uuids;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's RemoveRaftVoterRequest, API key 81: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller, broker.
 *
 * <p>Converted from common/message/RemoveRaftVoterRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 81, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class RemoveRaftVoterRequest {
    /**
     * The cluster id of the request.
     */
    @NullableVersions("0+")
    public String clusterId = "";

    /**
     * The replica id of the voter getting removed from the topic partition.
     */
    public int voterId;

    /**
     * The directory id of the voter getting removed from the topic partition.
     */
    public UUID voterDirectoryId = Uuids.ZERO;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
