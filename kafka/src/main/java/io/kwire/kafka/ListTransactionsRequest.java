// Converted from common/message/ListTransactionsRequest.json of kafka-clients 4.4.0
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
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ListTransactionsRequest, API key 66: versions 0-2, flexible 0+.
 *
 * <p>Version 1: adds DurationFilter to list transactions older than specified duration Version 2:
 * adds TransactionalIdPattern to list transactions with the same pattern(KIP-1152)
 *
 * <p>Served by Kafka's listeners: broker.
 *
 * <p>Converted from common/message/ListTransactionsRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 66, type = MessageType.REQUEST)
@Versions("0-2")
@Flexible("0+")
public class ListTransactionsRequest {
    private static final long[] NO_INT64S = {};

    /**
     * The transaction states to filter by: if empty, all transactions are returned; if non-empty, then
     * only transactions matching one of the filtered states will be returned.
     */
    public List<String> stateFilters = new ArrayList<>();

    /**
     * The producerIds to filter by: if empty, all transactions will be returned; if non-empty, only
     * transactions which match one of the filtered producerIds will be returned.
     */
    public long[] producerIdFilters = NO_INT64S;

    /**
     * Duration (in millis) to filter by: if &lt; 0, all transactions will be returned; otherwise, only
     * transactions running longer than this duration will be returned.
     */
    @Versions("1+")
    @Default("-1")
    public long durationFilter = -1L;

    /**
     * The transactional ID regular expression pattern to filter by: if it is empty or null, all
     * transactions are returned; Otherwise then only the transactions matching the given regular
     * expression will be returned.
     */
    @Versions("2+")
    @NullableVersions("2+")
    @Default("null")
    public String transactionalIdPattern = null;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
