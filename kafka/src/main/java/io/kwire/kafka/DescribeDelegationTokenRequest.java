// Converted from common/message/DescribeDelegationTokenRequest.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.NullableVersions;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeDelegationTokenRequest, API key 41: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Version 1 is the
 * same as version 0. Version 2 adds flexible version support Version 3 adds token requester into
 * the response
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DescribeDelegationTokenRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 41, type = MessageType.REQUEST)
@Versions("1-3")
@Flexible("2+")
public class DescribeDelegationTokenRequest {
    /**
     * Each owner that we want to describe delegation tokens for, or null to describe all tokens.
     */
    @NullableVersions("0+")
    public List<DescribeDelegationTokenOwner> owners = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * Each owner that we want to describe delegation tokens for, or null to describe all tokens.
     */
    public static class DescribeDelegationTokenOwner {
        /**
         * The owner principal type.
         */
        public String principalType = "";

        /**
         * The owner principal name.
         */
        public String principalName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
