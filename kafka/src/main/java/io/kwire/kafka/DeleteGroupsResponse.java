// Converted from common/message/DeleteGroupsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Default;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DeleteGroupsResponse, API key 42: versions 0-3, flexible 2+.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Version 3 adds the per-group ErrorMessage field so the broker can surface a cause string when
 * GROUP_DELETION_FAILED (or any other non-NONE error) is returned for a group.
 *
 * <p>Converted from common/message/DeleteGroupsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 42, type = MessageType.RESPONSE)
@Versions("0-3")
@Flexible("2+")
public class DeleteGroupsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The deletion results.
     *
     * <p>Kafka's own classes look its elements up by groupId (the spec's map key); the wire and kwire
     * keep them in order, duplicates included.
     */
    public List<DeletableGroupResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The deletion results.
     */
    public static class DeletableGroupResult {
        /**
         * The group id.
         */
        public String groupId = "";

        /**
         * The deletion error, or 0 if the deletion succeeded.
         */
        public short errorCode;

        /**
         * The error message, or null if there was no error.
         */
        @Versions("3+")
        @NullableVersions("3+")
        @Default("null")
        @Ignorable
        public String errorMessage = null;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
