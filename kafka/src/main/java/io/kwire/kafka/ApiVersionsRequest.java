// Converted from common/message/ApiVersionsRequest.json of kafka-clients 4.4.0
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
 * Kafka's ApiVersionsRequest, API key 18: versions 0-5, flexible 3+.
 *
 * <p>Versions 0 through 2 of ApiVersionsRequest are the same.
 *
 * <p>Version 3 is the first flexible version and adds ClientSoftwareName and
 * ClientSoftwareVersion.
 *
 * <p>Version 4 fixes KAFKA-17011, which blocked SupportedFeatures.MinVersion in the response from
 * being 0.
 *
 * <p>Version 5 introduces ClusterId and NodeId checking and REBOOTSTRAP_REQUIRED error (KIP-1242).
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/ApiVersionsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 18, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("3+")
public class ApiVersionsRequest {
    /**
     * The name of the client.
     */
    @Versions("3+")
    @Ignorable
    public String clientSoftwareName = "";

    /**
     * The version of the client.
     */
    @Versions("3+")
    @Ignorable
    public String clientSoftwareVersion = "";

    /**
     * The cluster ID the client intends to connect to. Provide both ClusterId and NodeId, if known.
     */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String clusterId = null;

    /**
     * The node ID the client intends to connect to. Provide both ClusterId and NodeId, if known.
     */
    @Versions("5+")
    @Default("-1")
    @Ignorable
    public int nodeId = -1;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
