// Converted from common/message/DeleteGroupsRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DeleteGroupsRequest, API key 42: versions 0-3, flexible 2+.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Version 3 corresponds to the addition of an ErrorMessage field on each per-group result in
 * the response (populated when the broker needs to surface a cause to the caller). The request
 * body shape is unchanged at version 3.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/DeleteGroupsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 42, type = MessageType.REQUEST)
@Versions("0-3")
@Flexible("2+")
public class DeleteGroupsRequest {
    /**
     * The group names to delete.
     */
    public List<String> groupsNames = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
