// Converted from common/message/ListGroupsResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.Ignorable;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's ListGroupsResponse, API key 16: versions 0-5, flexible 3+.
 *
 * <p>Version 1 adds the throttle time.
 *
 * <p>Starting in version 2, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 3 is the first flexible version.
 *
 * <p>Version 4 adds the GroupState field (KIP-518).
 *
 * <p>Version 5 adds the GroupType field (KIP-848).
 *
 * <p>Converted from common/message/ListGroupsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 16, type = MessageType.RESPONSE)
@Versions("0-5")
@Flexible("3+")
public class ListGroupsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    @Versions("1+")
    @Ignorable
    public int throttleTimeMs;

    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * Each group in the response.
     */
    public List<ListedGroup> groups = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each group in the response.
     */
    public static class ListedGroup {
        /**
         * The group ID.
         */
        public String groupId = "";

        /**
         * The group protocol type.
         */
        public String protocolType = "";

        /**
         * The group state name.
         */
        @Versions("4+")
        @Ignorable
        public String groupState = "";

        /**
         * The group type name.
         */
        @Versions("5+")
        @Ignorable
        public String groupType = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
