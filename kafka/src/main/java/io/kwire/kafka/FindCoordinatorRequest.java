// Converted from common/message/FindCoordinatorRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's FindCoordinatorRequest, API key 10: versions 0-6, flexible 3+.
 *
 * <p>Version 1 adds KeyType.
 *
 * <p>Version 2 is the same as version 1.
 *
 * <p>Version 3 is the first flexible version.
 *
 * <p>Version 4 adds support for batching via CoordinatorKeys (KIP-699)
 *
 * <p>Version 5 adds support for new error code TRANSACTION_ABORTABLE (KIP-890).
 *
 * <p>Version 6 adds support for share groups (KIP-932). For key type SHARE (2), the coordinator
 * key format is "groupId:topicId:partition".
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/FindCoordinatorRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 10, type = MessageType.REQUEST)
@Versions("0-6")
@Flexible("3+")
public class FindCoordinatorRequest {
    /**
     * The coordinator key.
     */
    @Versions("0-3")
    public String key = "";

    /**
     * The coordinator key type. (group, transaction, share).
     */
    @Versions("1+")
    @Default("0")
    public byte keyType = 0;

    /**
     * The coordinator keys.
     */
    @Versions("4+")
    public List<String> coordinatorKeys = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
