package io.kwire.proxy.tenant;

import io.kwire.kafka.ConsumerGroupDescribeRequest;
import io.kwire.kafka.ConsumerGroupDescribeResponse;
import io.kwire.kafka.DeleteGroupsRequest;
import io.kwire.kafka.DeleteGroupsResponse;
import io.kwire.kafka.DescribeGroupsRequest;
import io.kwire.kafka.DescribeGroupsResponse;
import io.kwire.kafka.ListGroupsResponse;

/**
 * What {@code Admin} lists, describes and deletes of consumer groups, both ways: group ids renamed
 * into the tenant's namespace on the way to the broker; on the way back, other tenants' groups left
 * out, and the tenant's groups, their members' subscriptions and assignments named as its clients
 * name them. ListGroups asks for no name: only its answer is cut down.
 */
final class GroupAdminRenames {
    private final TenantNames names;

    GroupAdminRenames(TenantNames names) {
        this.names = names;
    }

    void describeGroups(DescribeGroupsRequest request) {
        request.groups.replaceAll(names::toCluster);
    }

    void consumerGroupDescribe(ConsumerGroupDescribeRequest request) {
        request.groupIds.replaceAll(names::toCluster);
    }

    void deleteGroups(DeleteGroupsRequest request) {
        request.groupsNames.replaceAll(names::toCluster);
    }

    void listGroups(ListGroupsResponse response) {
        OwnElements.keep(response.groups, names, group -> group.groupId, (group, id) -> group.groupId = id);
    }

    void describeGroups(DescribeGroupsResponse response) {
        OwnElements.keep(response.groups, names, group -> group.groupId, (group, id) -> group.groupId = id);
    }

    void deleteGroups(DeleteGroupsResponse response) {
        OwnElements.keep(response.results, names, group -> group.groupId, (group, id) -> group.groupId = id);
    }

    /** ConsumerGroupDescribe: each group, its members' subscribed names and regular expression, their assignments. */
    void consumerGroupDescribe(ConsumerGroupDescribeResponse response) {
        OwnElements.keep(response.groups, names, group -> group.groupId, (group, id) -> group.groupId = id);
        for (ConsumerGroupDescribeResponse.DescribedGroup group : response.groups) {
            for (ConsumerGroupDescribeResponse.Member member : group.members) {
                member.subscribedTopicNames.removeIf(name -> !names.owns(name));
                member.subscribedTopicNames.replaceAll(names::toClient);
                member.subscribedTopicRegex = names.toClientRegex(member.subscribedTopicRegex);
                assignment(member.assignment);
                assignment(member.targetAssignment);
            }
        }
    }

    private void assignment(ConsumerGroupDescribeResponse.Assignment assignment) {
        OwnElements.keep(assignment.topicPartitions, names, topic -> topic.topicName,
                (topic, name) -> topic.topicName = name);
    }
}
