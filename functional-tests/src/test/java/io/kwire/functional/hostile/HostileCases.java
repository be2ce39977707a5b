package io.kwire.functional.hostile;

import static io.kwire.functional.hostile.Encoding.bytes;
import static io.kwire.functional.hostile.Encoding.int32;
import static io.kwire.functional.hostile.Encoding.uvarint;
import static io.kwire.functional.hostile.Subjects.CREATE_TOPICS_REQUEST;
import static io.kwire.functional.hostile.Subjects.CREATE_TOPICS_RESPONSE;
import static io.kwire.functional.hostile.Subjects.HEARTBEAT_RESPONSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.kwire.codec.DecodeLimits;
import io.kwire.codec.RawTaggedField;
import io.kwire.codec.RequestHeader;
import io.kwire.codec.RequestHeaderCodec;
import io.kwire.functional.hostile.KwireSide.Expect;
import io.kwire.kafka.ConsumerGroupHeartbeatResponse;
import io.kwire.kafka.CreateTopicsRequest;
import io.kwire.kafka.CreateTopicsRequestCodec;
import io.kwire.kafka.CreateTopicsResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * The hostile inputs of the table in docs/security.md. Each starts from a valid encoding of an example
 * message written by kwire's codec and alters exactly the part the case is about.
 */
final class HostileCases {
    private static final short FLEXIBLE = 7;
    private static final short CLASSIC = 4;
    private static final int TIMEOUT_MS = 30_000;
    private static final int HEARTBEAT_INTERVAL_MS = 3_000;
    private static final short CONFIG_ERROR = 42;
    private static final int CORRELATION_ID = 42;
    private static final int GARBAGE_BYTES = 64;
    private static final long GARBAGE_SEED = 4;
    private static final String FRAME = "request frame";
    /** A tagged-field count far beyond a few bytes, yet within kwire's cap. */
    private static final int FAR_TOO_MANY_TAGGED_FIELDS = 1000;
    /** The most elements Kafka 4.4.0's generated classes read into one array. */
    private static final int KAFKA_MAX_ARRAY_ELEMENTS = 1_000_000;

    private HostileCases() {
    }

    /** Every case, decoder-level ones first. */
    static List<HostileCase> all() {
        List<HostileCase> cases = new ArrayList<>();
        tagged(cases);
        counts(cases);
        values(cases);
        frames(cases);
        return cases;
    }

    private static void tagged(List<HostileCase> cases) {
        Encoding request = Encoding.of(CreateTopicsRequestCodec.INSTANCE, createTopics(true), FLEXIBLE);
        int tags = request.find(bytes(0x02, 0x05, 0x03, 1, 2, 3, 0x06, 0x01, 0x04));
        assertEquals(request.length(), tags + 9, "the message's tagged fields end it");
        cases.add(refused("unknown tagged field whose size is 2^31 (uvarint 0x80000000)", CREATE_TOPICS_REQUEST,
                request.replace(tags + 2, bytes(0x03), uvarint(0x80000000))));
        cases.add(refused("tag 2^31 + 5, beyond an int", CREATE_TOPICS_REQUEST,
                request.replace(tags + 1, bytes(0x05), uvarint(0x80000005))));

        CreateTopicsResponse response = new CreateTopicsResponse();
        CreateTopicsResponse.CreatableTopicResult result = new CreateTopicsResponse.CreatableTopicResult();
        result.name = "orders";
        result.topicId = new UUID(1, 2);
        result.errorMessage = null;
        result.topicConfigErrorCode = CONFIG_ERROR;
        result.numPartitions = 3;
        result.replicationFactor = 2;
        response.topics.add(result);
        Encoding responseBytes = Encoding.of(CREATE_TOPICS_RESPONSE.codec(), response, FLEXIBLE);
        int known = responseBytes.find(bytes(0x01, 0x00, 0x02, 0x00, CONFIG_ERROR));
        byte[] tooLarge = responseBytes.replace(known + 2, bytes(0x02, 0x00, CONFIG_ERROR),
                bytes(0x03, 0x00, CONFIG_ERROR, 0x00));
        cases.add(refused("known tagged field (topicConfigErrorCode, int16) declaring 3 bytes, the third present",
                CREATE_TOPICS_RESPONSE, tooLarge));
        byte[] tooSmall = responseBytes.replace(known + 2, bytes(0x02), bytes(0x01));
        cases.add(refused("known tagged field (topicConfigErrorCode, int16) declaring 1 byte", CREATE_TOPICS_RESPONSE,
                tooSmall));

        cases.add(refused("duplicate tags (5, 5)", CREATE_TOPICS_REQUEST,
                request.replace(tags + 6, bytes(0x06), bytes(0x05))));
        cases.add(refused("tags out of order (7, 6)", CREATE_TOPICS_REQUEST,
                request.replace(tags + 1, bytes(0x05), bytes(0x07))));
        int count = FAR_TOO_MANY_TAGGED_FIELDS;
        assertTrue(count <= DecodeLimits.maxTaggedFields(), "the bytes, not the cap, refuse this count");
        cases.add(refused("tagged-field count " + count + " with " + (request.length() - tags - 1)
                + " bytes left", CREATE_TOPICS_REQUEST, request.replace(tags, bytes(0x02), uvarint(count))));

        CreateTopicsRequest many = createTopics(true);
        many.unknownTaggedFields = new ArrayList<>();
        int overCap = DecodeLimits.DEFAULT_MAX_TAGGED_FIELDS + 1;
        for (int tag = 0; tag < overCap; tag++) {
            many.unknownTaggedFields.add(new RawTaggedField(100 + tag, new byte[0]));
        }
        cases.add(refused(overCap + " tagged fields, all present: over the default cap of "
                + DecodeLimits.DEFAULT_MAX_TAGGED_FIELDS, CREATE_TOPICS_REQUEST,
                Encoding.of(CreateTopicsRequestCodec.INSTANCE, many, FLEXIBLE).bytes()));
    }

    private static void counts(List<HostileCase> cases) {
        Encoding request = Encoding.of(CreateTopicsRequestCodec.INSTANCE, createTopics(true), FLEXIBLE);
        int left = request.length() - 1;
        cases.add(refused("array count 2^31-2 (topics)", CREATE_TOPICS_REQUEST,
                request.replace(0, bytes(0x02), uvarint(Integer.MAX_VALUE))));
        cases.add(refused("array count " + left + " (topics), one per byte left, each topic needing 10 or more",
                CREATE_TOPICS_REQUEST, request.replace(0, bytes(0x02), uvarint(left + 1))));
        cases.add(refused("null for a non-nullable array (topics)", CREATE_TOPICS_REQUEST,
                request.replace(0, bytes(0x02), bytes(0x00))));
        cases.add(refused("6-byte varint (topics count)", CREATE_TOPICS_REQUEST,
                request.replace(0, bytes(0x02), bytes(0x82, 0x80, 0x80, 0x80, 0x80, 0x00))));
        cases.add(refused("5-byte varint with a bit past 32 (topics count 2 + 2^32)", CREATE_TOPICS_REQUEST,
                request.replace(0, bytes(0x02), bytes(0x82, 0x80, 0x80, 0x80, 0x10))));

        Encoding classic = Encoding.of(CreateTopicsRequestCodec.INSTANCE, createTopics(false), CLASSIC);
        byte[] negative = classic.replace(0, int32(1), int32(-2));
        cases.add(decoder("array count -2 (topics, int32)", CREATE_TOPICS_REQUEST, CLASSIC, negative,
                Expect.REFUSE));

        CreateTopicsRequest huge = createTopics(true);
        int overCap = KAFKA_MAX_ARRAY_ELEMENTS + 1;
        CreateTopicsRequest.CreatableReplicaAssignment assignment =
                new CreateTopicsRequest.CreatableReplicaAssignment();
        assignment.brokerIds = new int[overCap];
        for (int i = 0; i < overCap; i++) {
            assignment.brokerIds[i] = i;
        }
        huge.topics.get(0).assignments.add(assignment);
        cases.add(refused(overCap + " broker ids, all present: one over Kafka's cap of " + KAFKA_MAX_ARRAY_ELEMENTS
                + " elements (kwire's default: " + DecodeLimits.DEFAULT_MAX_ARRAY_ELEMENTS + ")", CREATE_TOPICS_REQUEST,
                Encoding.of(CreateTopicsRequestCodec.INSTANCE, huge, FLEXIBLE).bytes()));
    }

    private static void values(List<HostileCase> cases) {
        Encoding request = Encoding.of(CreateTopicsRequestCodec.INSTANCE, createTopics(true), FLEXIBLE);
        int name = request.find("orders".getBytes(StandardCharsets.US_ASCII));
        int timeout = request.find(int32(TIMEOUT_MS));
        cases.add(refused("string length 1000 with " + (request.length() - name) + " bytes left (topic name)",
                CREATE_TOPICS_REQUEST, request.replace(name - 1, bytes(0x07), uvarint(1001))));
        cases.add(refused("null for a non-nullable string (topic name)", CREATE_TOPICS_REQUEST,
                request.replace(name - 1, bytes(0x07), bytes(0x00))));
        // Accepted as Kafka accepts them: invalid UTF-8 becomes U+FFFD, and any bool byte but 0 is true.
        cases.add(decoder("invalid UTF-8 in a string (0xff for the topic name's 'o')", CREATE_TOPICS_REQUEST,
                FLEXIBLE, request.replace(name, bytes('o'), bytes(0xff)), Expect.ACCEPT));
        cases.add(decoder("bool byte 2 (validateOnly)", CREATE_TOPICS_REQUEST, FLEXIBLE,
                request.replace(timeout + 4, bytes(0x00), bytes(0x02)), Expect.ACCEPT));
        cases.add(refused("cut off mid-field (2 of timeoutMs's 4 bytes)", CREATE_TOPICS_REQUEST,
                request.truncate(timeout + 2)));

        Encoding heartbeat = Encoding.of(HEARTBEAT_RESPONSE.codec(), heartbeat(), (short) 1);
        int marker = heartbeat.find(int32(HEARTBEAT_INTERVAL_MS)) + Integer.BYTES;
        byte[] badMarker = heartbeat.replace(marker, bytes(0x01), bytes(0x02));
        cases.add(decoder("nullable struct marker 2 (assignment), neither 1 nor -1", HEARTBEAT_RESPONSE, (short) 1,
                badMarker, Expect.REFUSE));
    }

    private static void frames(List<HostileCase> cases) {
        byte[] header = Encoding.of(RequestHeaderCodec.INSTANCE, new RequestHeader((short) 19, FLEXIBLE,
                CORRELATION_ID, "hostile-client"), CreateTopicsRequestCodec.INSTANCE.headerVersion(FLEXIBLE)).bytes();
        Encoding body = Encoding.of(CreateTopicsRequestCodec.INSTANCE, createTopics(true), FLEXIBLE);
        Encoding valid = new Encoding(frame(header, body.bytes()));
        cases.add(frame("a valid CreateTopics v7 request (for reference)", valid.bytes(), Expect.ACCEPT));
        cases.add(frame("3 bytes after the body, inside the frame", frame(header, body.append(bytes(1, 2, 3))),
                Expect.REFUSE));
        int timeout = body.find(int32(TIMEOUT_MS));
        cases.add(frame("body cut off mid-field (2 of timeoutMs's 4 bytes), the frame ending there",
                frame(header, body.truncate(timeout + 2)), Expect.REFUSE));
        int tags = body.find(bytes(0x02, 0x05, 0x03, 1, 2, 3, 0x06, 0x01, 0x04));
        cases.add(frame("duplicate tags (5, 5) in the body", frame(header,
                body.replace(tags + 6, bytes(0x06), bytes(0x05))), Expect.REFUSE));
        Encoding headerBytes = new Encoding(header);
        int clientId = headerBytes.find("hostile-client".getBytes(StandardCharsets.US_ASCII));
        cases.add(frame("client id length 32767 in the header, beyond the frame", frame(headerBytes.replace(
                clientId - 2, bytes(0x00, 0x0e), bytes(0x7f, 0xff)), body.bytes()), Expect.REFUSE));
        cases.add(frame("frame size 2^31-1 (0x7fffffff)", valid.replace(0, valid.truncate(4), int32(Integer.MAX_VALUE)),
                Expect.REFUSE));
        cases.add(frame("frame size -1", valid.replace(0, valid.truncate(4), int32(-1)), Expect.REFUSE));
        byte[] garbage = new byte[GARBAGE_BYTES];
        new Random(GARBAGE_SEED).nextBytes(garbage);
        cases.add(frame(GARBAGE_BYTES + " random bytes behind a size of " + GARBAGE_BYTES, frame(garbage, new byte[0]),
                Expect.REFUSE));
        cases.add(frame("a 3-byte frame, too short for a request header", frame(bytes(0x00, 0x13, 0x00), new byte[0]),
                Expect.REFUSE));
        cases.add(frame("unknown API key 1000", valid.replace(4, bytes(0x00, 0x13), bytes(0x03, 0xe8)),
                Expect.REFUSE));
        cases.add(frame("unsupported API version (CreateTopics v8)", valid.replace(6, bytes(0x00, FLEXIBLE),
                bytes(0x00, FLEXIBLE + 1)), Expect.REFUSE));
    }

    /** A case that kwire's decoder must refuse at version 7. */
    private static HostileCase refused(String input, Subject<?, ?> subject, byte[] bytes) {
        return decoder(input, subject, FLEXIBLE, bytes, Expect.REFUSE);
    }

    private static HostileCase decoder(String input, Subject<?, ?> subject, short version, byte[] bytes,
            Expect expect) {
        return new HostileCase(input, subject.name() + " v" + version,
                () -> KwireSide.decode(subject, bytes, version, expect),
                () -> KafkaSide.decode(subject, bytes, version));
    }

    private static HostileCase frame(String input, byte[] stream, Expect expect) {
        return new HostileCase(input, FRAME, () -> KwireSide.serve(stream, expect), () -> KafkaSide.serve(stream));
    }

    /** The size of {@code header} and {@code body}, then both. */
    private static byte[] frame(byte[] header, byte[] body) {
        return ByteBuffer.allocate(Integer.BYTES + header.length + body.length)
                .putInt(header.length + body.length).put(header).put(body).array();
    }

    /** One topic with a config; in flexible versions two unknown tagged fields on the message, tags 5 and 6. */
    private static CreateTopicsRequest createTopics(boolean flexible) {
        CreateTopicsRequest.CreatableTopicConfig config = new CreateTopicsRequest.CreatableTopicConfig();
        config.name = "cleanup.policy";
        config.value = "compact";
        CreateTopicsRequest.CreatableTopic topic = new CreateTopicsRequest.CreatableTopic();
        topic.name = "orders";
        topic.numPartitions = 3;
        topic.replicationFactor = 2;
        topic.configs.add(config);
        CreateTopicsRequest request = new CreateTopicsRequest();
        request.topics.add(topic);
        request.timeoutMs = TIMEOUT_MS;
        request.validateOnly = false;
        if (flexible) {
            request.unknownTaggedFields = List.of(
                    new RawTaggedField(5, new byte[] {1, 2, 3}),
                    new RawTaggedField(6, new byte[] {4}));
        }
        return request;
    }

    private static ConsumerGroupHeartbeatResponse heartbeat() {
        ConsumerGroupHeartbeatResponse.TopicPartitions partitions =
                new ConsumerGroupHeartbeatResponse.TopicPartitions();
        partitions.topicId = new UUID(1, 2);
        partitions.partitions = new int[] {0};
        ConsumerGroupHeartbeatResponse response = new ConsumerGroupHeartbeatResponse();
        response.memberId = "member-1";
        response.memberEpoch = 5;
        response.heartbeatIntervalMs = HEARTBEAT_INTERVAL_MS;
        response.assignment = new ConsumerGroupHeartbeatResponse.Assignment();
        response.assignment.topicPartitions.add(partitions);
        return response;
    }
}
