package io.kwire.codec.netty;

/**
 * Decides, for each decoded request, whether the server's handler may see it: the hook
 * {@link RefuseUnauthorizedRequests} calls with every {@link KafkaRequest}, whose
 * {@link KafkaRequest#principal()} says who sent it.
 *
 * <p>To allow a request, return null. To refuse it, return the response that Kafka would send in its
 * place, built with {@link KafkaRequest#respond} so that it carries the request's version and
 * correlation id; each API has its own way to say no, so the authorizer builds it:
 *
 * <pre>{@code
 * RequestAuthorizer describeOnly = request -> {
 *     if (request.apiKey() != 19 || request.principal().equals(ADMIN)) {
 *         return null;
 *     }
 *     KafkaRequest<CreateTopicsRequest, CreateTopicsResponse> create = request.as(KwireApis.CREATE_TOPICS);
 *     CreateTopicsResponse refused = new CreateTopicsResponse();
 *     for (CreateTopicsRequest.CreatableTopic topic : create.body().topics) {
 *         CreateTopicsResponse.CreatableTopicResult result = new CreateTopicsResponse.CreatableTopicResult();
 *         result.name = topic.name;
 *         result.errorCode = 29;                                    // TOPIC_AUTHORIZATION_FAILED
 *         refused.topics.add(result);
 *     }
 *     return create.respond(refused);
 * };
 * }</pre>
 *
 * <p>It runs on the connection's event loop, once per request, so it must not block.
 */
@FunctionalInterface
public interface RequestAuthorizer {
    /** The response that refuses {@code request}, or null to pass the request on to the handler. */
    KafkaResponse<?> refusal(KafkaRequest<?, ?> request);
}
