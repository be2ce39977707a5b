package io.kwire.examples.kip409;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.kafka.CreatePartitionsResponse.CreatePartitionsTopicResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The CreatePartitions response (API key 37) of the KIP-409 dialect,
 * <a href=
 * "https://cwiki.apache.org/confluence/display/KAFKA/KIP-409%3A+Allow+creating+under-replicated+topics+and+partitions"
 * >KIP-409: Allow creating under-replicated topics and partitions</a>: versions 0-2, none of them
 * flexible. Versions 0 and 1 are byte for byte Apache Kafka's, and version 2 has the same schema as
 * version 1, as the KIP states; partitions created with fewer replicas than asked carry the KIP's
 * error code CREATED_UNDER_REPLICATED (79).
 *
 * <p>Kafka's own response cannot serve: its version 2 is flexible, the dialect's is not. Each topic's
 * result is Kafka's own struct (kwire-kafka's), written here in the dialect's classic layout.
 */
@ApiKey(value = 37, type = MessageType.RESPONSE)
@Versions("0-2")
public class CreatePartitionsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation,
     * or zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /** The partition creation results for each topic. */
    public List<CreatePartitionsTopicResult> results = new ArrayList<>();
}
