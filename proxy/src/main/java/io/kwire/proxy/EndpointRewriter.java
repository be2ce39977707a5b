package io.kwire.proxy;

import io.kwire.codec.netty.KafkaFrame;
import io.kwire.codec.netty.ViewedResponse;
import io.kwire.kafka.DescribeClusterResponseCodec;
import io.kwire.kafka.DescribeClusterResponseView;
import io.kwire.kafka.FetchResponseCodec;
import io.kwire.kafka.FetchResponseView;
import io.kwire.kafka.FindCoordinatorResponseCodec;
import io.kwire.kafka.FindCoordinatorResponseView;
import io.kwire.kafka.MetadataResponseCodec;
import io.kwire.kafka.MetadataResponseView;
import io.kwire.kafka.ProduceResponseCodec;
import io.kwire.kafka.ProduceResponseView;
import io.kwire.kafka.ShareAcknowledgeResponseCodec;
import io.kwire.kafka.ShareAcknowledgeResponseView;
import io.kwire.kafka.ShareFetchResponseCodec;
import io.kwire.kafka.ShareFetchResponseView;
import io.netty.buffer.ByteBufAllocator;

/**
 * Replaces every broker address a response carries by the one its clients should dial
 * ({@link BrokerAddresses}), through a view and patches: Metadata's and DescribeCluster's brokers,
 * FindCoordinator's coordinator (both layouts), and the KIP-951 node endpoints of Produce (v10+),
 * Fetch (v16+), ShareFetch and ShareAcknowledge responses. Nothing else of the response is read or
 * copied: a Fetch response's records stay the frame's memory, and a Metadata response's topics are
 * never walked. One per connection: it reuses its views, so it is not thread-safe.
 */
public final class EndpointRewriter {
    private static final short PRODUCE = 0;
    private static final short FETCH = 1;
    private static final short METADATA = 3;
    private static final short FIND_COORDINATOR = 10;
    private static final short DESCRIBE_CLUSTER = 60;
    private static final short SHARE_FETCH = 78;
    private static final short SHARE_ACKNOWLEDGE = 79;
    private static final short PRODUCE_FIRST_WITH_ENDPOINTS = 10;
    private static final short FETCH_FIRST_WITH_ENDPOINTS = 16;
    private static final short FIND_COORDINATOR_FIRST_BATCHED = 4;

    private final BrokerAddresses addresses;
    private final MetadataResponseView metadata = new MetadataResponseView();
    private final DescribeClusterResponseView describeCluster = new DescribeClusterResponseView();
    private final FindCoordinatorResponseView findCoordinator = new FindCoordinatorResponseView();
    private final ProduceResponseView produce = new ProduceResponseView();
    private final FetchResponseView fetch = new FetchResponseView();
    private final ShareFetchResponseView shareFetch = new ShareFetchResponseView();
    private final ShareAcknowledgeResponseView shareAcknowledge = new ShareAcknowledgeResponseView();

    /** A rewriter giving clients the addresses {@code addresses} says. */
    public EndpointRewriter(BrokerAddresses addresses) {
        this.addresses = addresses;
    }

    /** Whether a response of API {@code apiKey} at {@code version} can carry a broker's address. */
    public static boolean carriesAddresses(short apiKey, short version) {
        return switch (apiKey) {
            case METADATA, DESCRIBE_CLUSTER, FIND_COORDINATOR, SHARE_FETCH, SHARE_ACKNOWLEDGE -> true;
            case PRODUCE -> version >= PRODUCE_FIRST_WITH_ENDPOINTS;
            case FETCH -> version >= FETCH_FIRST_WITH_ENDPOINTS;
            default -> false;
        };
    }

    /**
     * {@code response}, a response frame as a broker wrote it, with every broker address in it
     * replaced: the frame as it came when nothing changes (or its API carries no address), else its
     * header followed by the patched body. Takes over the frame's reference.
     *
     * @throws io.kwire.codec.MalformedMessageException if the response cannot be read where the
     *     addresses are; the frame is then released
     */
    public KafkaFrame rewrite(KafkaFrame response, ByteBufAllocator alloc) {
        if (!carriesAddresses(response.apiKey(), response.apiVersion())) {
            return response;
        }
        ViewedResponse viewed = view(response);
        try {
            switch (response.apiKey()) {
                case METADATA -> rewriteMetadata();
                case DESCRIBE_CLUSTER -> rewriteDescribeCluster();
                case FIND_COORDINATOR -> rewriteFindCoordinator(response.apiVersion());
                case PRODUCE -> rewriteProduce();
                case FETCH -> rewriteFetch();
                case SHARE_FETCH -> rewriteShareFetch();
                default -> rewriteShareAcknowledge();
            }
        } catch (RuntimeException e) {
            viewed.release();
            throw e;
        }
        return viewed.forward(alloc);
    }

    private ViewedResponse view(KafkaFrame response) {
        return switch (response.apiKey()) {
            case METADATA -> ViewedResponse.of(response, MetadataResponseCodec.INSTANCE, metadata);
            case DESCRIBE_CLUSTER -> ViewedResponse.of(response, DescribeClusterResponseCodec.INSTANCE, describeCluster);
            case FIND_COORDINATOR -> ViewedResponse.of(response, FindCoordinatorResponseCodec.INSTANCE, findCoordinator);
            case PRODUCE -> ViewedResponse.of(response, ProduceResponseCodec.INSTANCE, produce);
            case FETCH -> ViewedResponse.of(response, FetchResponseCodec.INSTANCE, fetch);
            case SHARE_FETCH -> ViewedResponse.of(response, ShareFetchResponseCodec.INSTANCE, shareFetch);
            default -> ViewedResponse.of(response, ShareAcknowledgeResponseCodec.INSTANCE, shareAcknowledge);
        };
    }

    /** What to dial instead of {@code host}:{@code port}, or null to leave it: also for no broker (node id -1). */
    private Endpoint replacement(int nodeId, String host, int port) {
        if (nodeId < 0) {
            return null;
        }
        Endpoint advertised = addresses.advertised(nodeId, host, port);
        return advertised.host().equals(host) && advertised.port() == port ? null : advertised;
    }

    private void rewriteMetadata() {
        for (int i = 0; i < metadata.brokersCount(); i++) {
            MetadataResponseView.MetadataResponseBrokerView broker = metadata.brokers(i);
            Endpoint to = replacement(broker.nodeId(), broker.host(), broker.port());
            if (to != null) {
                broker.setHost(to.host()).setPort(to.port());
            }
        }
    }

    private void rewriteDescribeCluster() {
        for (int i = 0; i < describeCluster.brokersCount(); i++) {
            DescribeClusterResponseView.DescribeClusterBrokerView broker = describeCluster.brokers(i);
            Endpoint to = replacement(broker.brokerId(), broker.host(), broker.port());
            if (to != null) {
                broker.setHost(to.host()).setPort(to.port());
            }
        }
    }

    private void rewriteFindCoordinator(short version) {
        if (version < FIND_COORDINATOR_FIRST_BATCHED) {
            Endpoint to = replacement(findCoordinator.nodeId(), findCoordinator.host(), findCoordinator.port());
            if (to != null) {
                findCoordinator.setHost(to.host()).setPort(to.port());
            }
            return;
        }
        for (int i = 0; i < findCoordinator.coordinatorsCount(); i++) {
            FindCoordinatorResponseView.CoordinatorView coordinator = findCoordinator.coordinators(i);
            Endpoint to = replacement(coordinator.nodeId(), coordinator.host(), coordinator.port());
            if (to != null) {
                coordinator.setHost(to.host()).setPort(to.port());
            }
        }
    }

    private void rewriteProduce() {
        for (int i = 0; i < produce.nodeEndpointsCount(); i++) {
            ProduceResponseView.NodeEndpointView node = produce.nodeEndpoints(i);
            Endpoint to = replacement(node.nodeId(), node.host(), node.port());
            if (to != null) {
                node.setHost(to.host()).setPort(to.port());
            }
        }
    }

    private void rewriteFetch() {
        for (int i = 0; i < fetch.nodeEndpointsCount(); i++) {
            FetchResponseView.NodeEndpointView node = fetch.nodeEndpoints(i);
            Endpoint to = replacement(node.nodeId(), node.host(), node.port());
            if (to != null) {
                node.setHost(to.host()).setPort(to.port());
            }
        }
    }

    private void rewriteShareFetch() {
        for (int i = 0; i < shareFetch.nodeEndpointsCount(); i++) {
            ShareFetchResponseView.NodeEndpointView node = shareFetch.nodeEndpoints(i);
            Endpoint to = replacement(node.nodeId(), node.host(), node.port());
            if (to != null) {
                node.setHost(to.host()).setPort(to.port());
            }
        }
    }

    private void rewriteShareAcknowledge() {
        for (int i = 0; i < shareAcknowledge.nodeEndpointsCount(); i++) {
            ShareAcknowledgeResponseView.NodeEndpointView node = shareAcknowledge.nodeEndpoints(i);
            Endpoint to = replacement(node.nodeId(), node.host(), node.port());
            if (to != null) {
                node.setHost(to.host()).setPort(to.port());
            }
        }
    }
}
