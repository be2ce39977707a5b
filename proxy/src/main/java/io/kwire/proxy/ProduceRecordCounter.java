package io.kwire.proxy;

import io.kwire.codec.netty.RequestFilter;
import io.kwire.codec.netty.RequestForm;
import io.kwire.codec.netty.RequestForms;
import io.kwire.codec.records.RecordBatches;
import io.kwire.kafka.KwireApis;
import io.kwire.kafka.ProduceRequestView;

/**
 * Counts a Produce request's records per topic in place, from its record batches' headers: nothing
 * decompressed, copied or sliced. A {@link ProxyFilter} whose {@link ProxyFilter#forms() forms} are
 * {@link #FORMS} gets each Produce request as a view to count. It reuses its batch reader, so it is
 * not thread-safe: a filter, which serves every connection of a proxy, takes one per request.
 *
 * <pre>{@code
 * ProduceRequestView view = produce.view(ProduceRequestView.class);
 * for (int t = 0; t < view.topicDataCount(); t++) {
 *     int records = counter.records(view.topicData(t));
 * }
 * }</pre>
 */
public final class ProduceRecordCounter {
    /** Produce requests as {@link ProduceRequestView}s, every other request as its frame. */
    public static final RequestFilter FORMS = RequestForms.otherwise(RequestForm.FRAME)
            .with(KwireApis.PRODUCE, RequestForm.view(ProduceRequestView::new));

    private final RecordBatches batches = new RecordBatches();

    /** The records of every partition of {@code topic}, as its batches' headers count them. */
    public int records(ProduceRequestView.TopicProduceDataView topic) {
        int records = 0;
        for (int p = 0; p < topic.partitionDataCount(); p++) {
            ProduceRequestView.PartitionProduceDataView partition = topic.partitionData(p);
            batches.reset(partition.viewedBuffer(), partition.recordsIndex(), partition.recordsLength());
            while (batches.next()) {
                records += batches.batch().recordCount();
            }
        }
        return records;
    }
}
