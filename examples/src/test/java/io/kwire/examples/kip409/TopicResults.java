package io.kwire.examples.kip409;

import io.kwire.kafka.CreatePartitionsResponse.CreatePartitionsTopicResult;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.common.message.CreatePartitionsResponseData;
import org.apache.kafka.common.message.CreateTopicsResponseData;

/**
 * A CreateTopics or CreatePartitions response of the dialect's versions as plain values: both
 * carry a throttle time and, per topic, a name, an error code and a nullable error message.
 */
record TopicResults(int throttleTimeMs, List<Result> results) {
    record Result(String name, short errorCode, String errorMessage) {
    }

    static TopicResults random(long seed) {
        RandomValues values = new RandomValues(seed);
        List<Result> results = new ArrayList<>();
        for (String name : values.distinctNames(values.length(4))) {
            results.add(new Result(name, values.anyShort(), values.nullableText()));
        }
        return new TopicResults(values.anyInt(), results);
    }

    CreateTopicsResponse toCreateTopicsKwire() {
        CreateTopicsResponse response = new CreateTopicsResponse();
        response.throttleTimeMs = throttleTimeMs;
        for (Result result : results) {
            CreateTopicsResponse.CreatableTopicResult topic = new CreateTopicsResponse.CreatableTopicResult();
            topic.name = result.name();
            topic.errorCode = result.errorCode();
            topic.errorMessage = result.errorMessage();
            response.topics.add(topic);
        }
        return response;
    }

    CreateTopicsResponseData toCreateTopicsKafka() {
        CreateTopicsResponseData.CreatableTopicResultCollection topics =
                new CreateTopicsResponseData.CreatableTopicResultCollection();
        for (Result result : results) {
            topics.add(new CreateTopicsResponseData.CreatableTopicResult()
                    .setName(result.name())
                    .setErrorCode(result.errorCode())
                    .setErrorMessage(result.errorMessage()));
        }
        return new CreateTopicsResponseData().setThrottleTimeMs(throttleTimeMs).setTopics(topics);
    }

    static TopicResults of(CreateTopicsResponse response) {
        List<Result> results = new ArrayList<>();
        for (CreateTopicsResponse.CreatableTopicResult topic : response.topics) {
            results.add(new Result(topic.name, topic.errorCode, topic.errorMessage));
        }
        return new TopicResults(response.throttleTimeMs, results);
    }

    CreatePartitionsResponse toCreatePartitionsKwire() {
        CreatePartitionsResponse response = new CreatePartitionsResponse();
        response.throttleTimeMs = throttleTimeMs;
        for (Result result : results) {
            CreatePartitionsTopicResult topic =
                    new CreatePartitionsTopicResult();
            topic.name = result.name();
            topic.errorCode = result.errorCode();
            topic.errorMessage = result.errorMessage();
            response.results.add(topic);
        }
        return response;
    }

    CreatePartitionsResponseData toCreatePartitionsKafka() {
        List<CreatePartitionsResponseData.CreatePartitionsTopicResult> topics = new ArrayList<>();
        for (Result result : results) {
            topics.add(new CreatePartitionsResponseData.CreatePartitionsTopicResult()
                    .setName(result.name())
                    .setErrorCode(result.errorCode())
                    .setErrorMessage(result.errorMessage()));
        }
        return new CreatePartitionsResponseData().setThrottleTimeMs(throttleTimeMs).setResults(topics);
    }

    static TopicResults of(CreatePartitionsResponse response) {
        List<Result> results = new ArrayList<>();
        for (CreatePartitionsTopicResult topic : response.results) {
            results.add(new Result(topic.name, topic.errorCode, topic.errorMessage));
        }
        return new TopicResults(response.throttleTimeMs, results);
    }
}
