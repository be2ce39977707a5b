// Converted from common/message/ListConfigResourcesRequest.json of kafka-clients 4.4.0
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
 * Kafka's ListConfigResourcesRequest, API key 74: versions 0-1, flexible 0+.
 *
 * <p>Version 0 is used as ListClientMetricsResourcesRequest which only lists client metrics
 * resources. Version 1 adds ResourceTypes field (KIP-1142). If there is no specified
 * ResourceTypes, it should return all configuration resources.
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ListConfigResourcesRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 74, type = MessageType.REQUEST)
@Versions("0-1")
@Flexible("0+")
public class ListConfigResourcesRequest {
    /**
     * The list of resource type. If the list is empty, it uses default supported config resource
     * types.
     */
    @Versions("1+")
    public List<Byte> resourceTypes = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
