package io.kwire.examples.server;

import io.netty.buffer.ByteBufAllocator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * The topics of the example server, in memory, with Kafka's rules and error answers for creating
 * topics and partitions and deleting topics, over a configurable number of simulated brokers. In
 * KIP-409 mode a topic or partitions may get fewer replicas than asked, down to the minimum the
 * request names. Each partition has its {@link PartitionLog}, released when its topic is deleted or
 * the registry closed. Thread-safe.
 */
public final class TopicRegistry implements AutoCloseable {
    /** The partitions of a new topic when the request says -1 ({@code num.partitions}). */
    static final int DEFAULT_PARTITIONS = 1;
    /** The replication factor of a new topic when the request says -1 ({@code default.replication.factor}). */
    static final short DEFAULT_REPLICATION_FACTOR = 1;
    /** The most partitions a topic may have here: the registry's memory is bounded. */
    static final int MAX_PARTITIONS = 10_000;

    private final int brokers;
    private final boolean kip409;
    private final ReplicaPlacement placement = new ReplicaPlacement();
    private int liveBrokers;
    private final Map<String, Topic> byName = new TreeMap<>();
    private final Map<UUID, Topic> byId = new LinkedHashMap<>();
    private final Map<UUID, List<PartitionLog>> logs = new LinkedHashMap<>();
    private final ByteBufAllocator allocator;

    /** A registry over brokers {@code 1..brokers}, with KIP-409's rules when {@code kip409}. */
    public TopicRegistry(int brokers, boolean kip409) {
        this(brokers, kip409, ByteBufAllocator.DEFAULT);
    }

    /** A registry whose partition logs keep their batches in buffers from {@code allocator}. */
    public TopicRegistry(int brokers, boolean kip409, ByteBufAllocator allocator) {
        if (brokers < 1) {
            throw new IllegalArgumentException("a cluster needs at least one broker, not " + brokers);
        }
        this.brokers = brokers;
        this.kip409 = kip409;
        this.liveBrokers = brokers;
        this.allocator = allocator;
    }

    /** The number of simulated brokers, ids 1 to this. */
    public int brokers() {
        return brokers;
    }

    /**
     * Makes brokers {@code 1..live} the live ones, the others down: new replicas go to live brokers
     * only, as KIP-409's case needs.
     */
    public synchronized void setLiveBrokers(int live) {
        if (live < 1 || live > brokers) {
            throw new IllegalArgumentException("live brokers must be 1 to " + brokers + ", not " + live);
        }
        this.liveBrokers = live;
    }

    /**
     * The result of creating one topic: the outcome, and the topic (created, or as it would be when
     * only validating; null when refused).
     */
    public record TopicResult(Outcome outcome, Topic topic) {
    }

    /** Creates {@code request}'s topic, or with {@code validateOnly} says whether it could. */
    public synchronized TopicResult create(TopicRequest request, boolean validateOnly) {
        String name = request.name();
        String nameProblem = TopicNames.problem(name);
        if (nameProblem != null) {
            return refused(ErrorCode.INVALID_TOPIC_EXCEPTION, nameProblem);
        }
        if (byName.containsKey(name)) {
            return refused(ErrorCode.TOPIC_ALREADY_EXISTS, "Topic '" + name + "' already exists.");
        }
        for (String existing : byName.keySet()) {
            if (TopicNames.unified(existing).equals(TopicNames.unified(name))) {
                return refused(ErrorCode.INVALID_TOPIC_EXCEPTION,
                        "Topic '" + name + "' collides with existing topic: " + existing);
            }
        }
        Placed placed = request.assignments().isEmpty() ? placeNew(request) : placeManual(request);
        if (placed.outcome().failed()) {
            return new TopicResult(placed.outcome(), null);
        }
        // Kafka answers a validateOnly request with a fresh id too, one no topic will have.
        Topic topic = new Topic(name, UUID.randomUUID(), placed.replicas(), request.configs());
        if (!validateOnly) {
            byName.put(name, topic);
            byId.put(topic.id(), topic);
            logs.put(topic.id(), new ArrayList<>());
            addLogs(topic);
        }
        return new TopicResult(placed.outcome(), topic);
    }

    private record Placed(Outcome outcome, List<List<Integer>> replicas) {
    }

    private Placed placeManual(TopicRequest request) {
        if (request.numPartitions() != -1) {
            return failed(ErrorCode.INVALID_REQUEST,
                    "A manual partition assignment was specified, but numPartitions was not set to -1.");
        }
        if (request.replicationFactor() != -1) {
            return failed(ErrorCode.INVALID_REQUEST,
                    "A manual partition assignment was specified, but replicationFactor was not set to -1.");
        }
        List<List<Integer>> replicas = new ArrayList<>();
        for (int partition = 0; partition < request.assignments().size(); partition++) {
            List<Integer> assigned = request.assignments().get(partition);
            if (assigned == null) {
                return failed(ErrorCode.INVALID_REPLICA_ASSIGNMENT, "Partitions should be a consecutive 0-based"
                        + " integer sequence, but partition " + partition + " has no assignment.");
            }
            replicas.add(assigned);
        }
        if (replicas.size() > MAX_PARTITIONS) {
            return failed(ErrorCode.INVALID_PARTITIONS, tooManyPartitions(replicas.size()));
        }
        String problem = Assignments.problem(replicas, brokers);
        return problem == null ? new Placed(Outcome.OK, replicas)
                : failed(ErrorCode.INVALID_REPLICA_ASSIGNMENT, problem);
    }

    private Placed placeNew(TopicRequest request) {
        int partitions = request.numPartitions() == -1 ? DEFAULT_PARTITIONS : request.numPartitions();
        if (partitions <= 0) {
            return failed(ErrorCode.INVALID_PARTITIONS, "Number of partitions was set to an invalid non-positive"
                    + " value.");
        }
        if (partitions > MAX_PARTITIONS) {
            return failed(ErrorCode.INVALID_PARTITIONS, tooManyPartitions(partitions));
        }
        short asked = request.replicationFactor() == -1 ? DEFAULT_REPLICATION_FACTOR : request.replicationFactor();
        if (asked <= 0) {
            return failed(ErrorCode.INVALID_REPLICATION_FACTOR, "Replication factor must be larger than 0, or -1 to"
                    + " use the default value.");
        }
        Replication replication = replication(asked, request.minRequiredReplicationFactor());
        return replication.outcome().failed() ? new Placed(replication.outcome(), List.of())
                : new Placed(replication.outcome(), placement.place(partitions, replication.factor(), liveBrokers));
    }

    private record Replication(Outcome outcome, int factor) {
    }

    /**
     * The replicas each new partition gets: as asked when the brokers suffice; in KIP-409 mode, as many
     * as there are brokers when that meets the minimum asked (CREATED_UNDER_REPLICATED).
     */
    private Replication replication(short asked, short minimum) {
        if (kip409 && minimum != -1 && (minimum <= 0 || minimum > asked)) {
            return new Replication(new Outcome(ErrorCode.INVALID_REPLICATION_FACTOR, "Minimum required replication"
                    + " factor " + minimum + " must be between 1 and the replication factor " + asked + "."), 0);
        }
        if (asked <= liveBrokers) {
            return new Replication(Outcome.OK, asked);
        }
        if (kip409 && minimum != -1 && minimum <= liveBrokers) {
            return new Replication(new Outcome(ErrorCode.CREATED_UNDER_REPLICATED, "Created with " + liveBrokers
                    + " replica(s) of the " + asked + " asked, as only " + liveBrokers + " broker(s) are live; the"
                    + " minimum required was " + minimum + "."), liveBrokers);
        }
        String reason = "Unable to replicate the partition " + asked + " time(s): The target replication factor of "
                + asked + " cannot be reached because only " + liveBrokers + " broker(s) are live.";
        if (kip409 && minimum != -1) {
            reason += " Not even the minimum required replication factor of " + minimum + " can be met.";
        }
        return new Replication(new Outcome(ErrorCode.INVALID_REPLICATION_FACTOR, reason), 0);
    }

    /** Deletes the topic named {@code name}. */
    public synchronized Outcome deleteByName(String name) {
        Topic topic = byName.get(name);
        if (topic == null) {
            return new Outcome(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, "This server does not host this"
                    + " topic-partition.");
        }
        remove(topic);
        return Outcome.OK;
    }

    /** Deletes the topic with id {@code id}; gives its name, or null with the error when there is none. */
    public synchronized TopicResult deleteById(UUID id) {
        Topic topic = byId.get(id);
        if (topic == null) {
            return refused(ErrorCode.UNKNOWN_TOPIC_ID, "This server does not host this topic ID.");
        }
        remove(topic);
        return new TopicResult(Outcome.OK, topic);
    }

    private void remove(Topic topic) {
        byName.remove(topic.name());
        byId.remove(topic.id());
        logs.remove(topic.id()).forEach(PartitionLog::close);
    }

    /** Gives each partition of {@code topic} that has none its log. */
    private void addLogs(Topic topic) {
        List<PartitionLog> partitions = logs.get(topic.id());
        while (partitions.size() < topic.partitions()) {
            partitions.add(new PartitionLog(allocator));
        }
    }

    /** The log of partition {@code partition} of the topic with id {@code topicId}, or null. */
    synchronized PartitionLog log(UUID topicId, int partition) {
        List<PartitionLog> partitions = logs.get(topicId);
        return partitions == null || partition < 0 || partition >= partitions.size() ? null
                : partitions.get(partition);
    }

    /**
     * Grows topic {@code name} to {@code count} partitions, with {@code assignments} for the new ones
     * (null to place them); in KIP-409 mode with as few as {@code minRequiredReplicationFactor}
     * replicas (-1: all) when the brokers are too few.
     */
    public synchronized Outcome createPartitions(String name, int count, List<List<Integer>> assignments,
            short minRequiredReplicationFactor, boolean validateOnly) {
        Topic topic = byName.get(name);
        if (topic == null) {
            // Kafka sends no message with this error here.
            return new Outcome(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION, null);
        }
        int current = topic.partitions();
        if (count < current) {
            return new Outcome(ErrorCode.INVALID_PARTITIONS, "The topic " + name + " currently has " + current
                    + " partition(s); " + count + " would not be an increase.");
        }
        if (count == current) {
            return new Outcome(ErrorCode.INVALID_PARTITIONS, "Topic already has " + current + " partition(s).");
        }
        if (count > MAX_PARTITIONS) {
            return new Outcome(ErrorCode.INVALID_PARTITIONS, tooManyPartitions(count));
        }
        Outcome outcome = Outcome.OK;
        List<List<Integer>> added;
        if (assignments != null) {
            if (assignments.size() != count - current) {
                return new Outcome(ErrorCode.INVALID_REPLICA_ASSIGNMENT, "Attempted to add " + (count - current)
                        + " additional partition(s), but only " + assignments.size() + " assignment(s) were"
                        + " specified.");
            }
            String problem = Assignments.problem(assignments, brokers);
            if (problem != null) {
                return new Outcome(ErrorCode.INVALID_REPLICA_ASSIGNMENT, problem);
            }
            added = assignments;
        } else {
            Replication replication = replication(topic.replicationFactor(), minRequiredReplicationFactor);
            if (replication.outcome().failed()) {
                return replication.outcome();
            }
            outcome = replication.outcome();
            added = placement.place(count - current, replication.factor(), liveBrokers);
        }
        if (!validateOnly) {
            List<List<Integer>> replicas = new ArrayList<>(topic.replicas());
            replicas.addAll(added);
            Topic grown = new Topic(topic.name(), topic.id(), replicas, topic.configs());
            byName.put(name, grown);
            byId.put(grown.id(), grown);
            addLogs(grown);
        }
        return outcome;
    }

    /** The topic named {@code name}, or null. */
    public synchronized Topic byName(String name) {
        return byName.get(name);
    }

    /** The topic with id {@code id}, or null. */
    public synchronized Topic byId(UUID id) {
        return byId.get(id);
    }

    /** Every topic, by name. */
    public synchronized List<Topic> topics() {
        return List.copyOf(byName.values());
    }

    private static String tooManyPartitions(int partitions) {
        return "Number of partitions " + partitions + " is over this server's limit of " + MAX_PARTITIONS + ".";
    }

    private static TopicResult refused(ErrorCode error, String message) {
        return new TopicResult(new Outcome(error, message), null);
    }

    private static Placed failed(ErrorCode error, String message) {
        return new Placed(new Outcome(error, message), List.of());
    }

    /** Releases every partition log's batches; the registry is empty afterwards. */
    @Override
    public synchronized void close() {
        logs.values().forEach(partitions -> partitions.forEach(PartitionLog::close));
        logs.clear();
        byName.clear();
        byId.clear();
    }
}
