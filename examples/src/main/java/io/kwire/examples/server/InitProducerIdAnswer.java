package io.kwire.examples.server;

import io.kwire.kafka.InitProducerIdRequest;
import io.kwire.kafka.InitProducerIdResponse;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Answers InitProducerId for idempotent producers, as Kafka does for a request without a
 * transactional id: always a new producer id, at epoch 0, whatever id and epoch the request names.
 * The server coordinates no transactions (it offers no FindCoordinator), so a request with a
 * transactional id gets NOT_COORDINATOR, Kafka's answer from a broker that is not the transaction
 * coordinator.
 */
final class InitProducerIdAnswer implements Route.Guarded<InitProducerIdRequest, InitProducerIdResponse> {
    private final AtomicLong nextProducerId = new AtomicLong();

    @Override
    public InitProducerIdResponse answer(InitProducerIdRequest request, short version) {
        InitProducerIdResponse response = new InitProducerIdResponse();
        if (request.transactionalId != null) {
            response.errorCode = ErrorCode.NOT_COORDINATOR.code();
            response.producerEpoch = -1;
            return response;
        }
        response.producerId = nextProducerId.getAndIncrement();
        response.producerEpoch = 0;
        return response;
    }

    /** Kafka lets a principal that may write to some topic be an idempotent producer. */
    @Override
    public Operation operation() {
        return Operation.WRITE;
    }

    @Override
    public InitProducerIdResponse refused(InitProducerIdRequest request, short version) {
        InitProducerIdResponse response = new InitProducerIdResponse();
        response.errorCode = (request.transactionalId == null ? ErrorCode.CLUSTER_AUTHORIZATION_FAILED
                : ErrorCode.TRANSACTIONAL_ID_AUTHORIZATION_FAILED).code();
        response.producerEpoch = -1;
        return response;
    }
}
