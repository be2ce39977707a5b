// Converted from common/message/ListGroupsRequest.json of kafka-clients 4.4.0
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
 * Kafka's ListGroupsRequest, API key 16: versions 0-5, flexible 3+.
 *
 * <p>Version 1 and 2 are the same as version 0.
 *
 * <p>Version 3 is the first flexible version.
 *
 * <p>Version 4 adds the StatesFilter field (KIP-518).
 *
 * <p>Version 5 adds the TypesFilter field (KIP-848).
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ListGroupsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 16, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("3+")
public class ListGroupsRequest {
    /**
     * The states of the groups we want to list. If empty, all groups are returned with their state.
     */
    @Versions("4+")
    public List<String> statesFilter = new ArrayList<>();

    /**
     * The types of the groups we want to list. If empty, all groups are returned with their type.
     */
    @Versions("5+")
    public List<String> typesFilter = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
