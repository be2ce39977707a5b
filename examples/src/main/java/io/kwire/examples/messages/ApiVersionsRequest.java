package io.kwire.examples.messages;

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
 * The ApiVersions request (API key 18), versions 0-5, flexible from version 3: asks a broker or
 * controller which APIs and versions it supports, the first request of every connection. Mirrors
 * Kafka 4.4.0's {@code ApiVersionsRequest.json}.
 */
@ApiKey(value = 18, type = MessageType.REQUEST)
@Versions("0-5")
@Flexible("3+")
public class ApiVersionsRequest {
    /** The name of the client. */
    @Versions("3+")
    @Ignorable
    public String clientSoftwareName = "";

    /** The version of the client. */
    @Versions("3+")
    @Ignorable
    public String clientSoftwareVersion = "";

    /** The cluster ID the client intends to connect to. Provide both ClusterId and NodeId, if known. */
    @Versions("5+")
    @NullableVersions("5+")
    @Default("null")
    @Ignorable
    public String clusterId = null;

    /** The node ID the client intends to connect to. Provide both ClusterId and NodeId, if known. */
    @Versions("5+")
    @Default("-1")
    @Ignorable
    public int nodeId = -1;

    /** Tagged fields this version of kwire does not know, kept so that nothing is lost. */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
