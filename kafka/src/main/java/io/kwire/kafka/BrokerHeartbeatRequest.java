// Converted from common/message/BrokerHeartbeatRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Tagged;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * Kafka's BrokerHeartbeatRequest, API key 63: versions 0-2, flexible 0+.
 *
 * <p>Served by Kafka's listeners: controller.
 *
 * <p>Converted from common/message/BrokerHeartbeatRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 63, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("0+")
public class BrokerHeartbeatRequest {
    /**
     * The broker ID.
     */
    public int brokerId;

    /**
     * The broker epoch.
     */
    @Default("-1")
    public long brokerEpoch = -1L;

    /**
     * The highest metadata offset which the broker has reached.
     */
    public long currentMetadataOffset;

    /**
     * True if the broker wants to be fenced, false otherwise.
     */
    public boolean wantFence;

    /**
     * True if the broker wants to be shut down, false otherwise.
     */
    public boolean wantShutDown;

    /**
     * Log directories that failed and went offline.
     */
    @Versions("1+")
    @Tagged(tag = 0, versions = "1+")
    public List<UUID> offlineLogDirs = new ArrayList<>();

    /**
     * List of log directories that are cordoned. This is null before the broker reaches the RECOVERY
     * state.
     */
    @Versions("2+")
    @NullableVersions("2+")
    @Tagged(tag = 1, versions = "2+")
    @Default("null")
    public List<UUID> cordonedLogDirs = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
