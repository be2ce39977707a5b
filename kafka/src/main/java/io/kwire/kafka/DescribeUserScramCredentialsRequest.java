// Converted from common/message/DescribeUserScramCredentialsRequest.json of kafka-clients 4.4.0
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
 * Kafka's DescribeUserScramCredentialsRequest, API key 50: versions 0, flexible 0+.
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/DescribeUserScramCredentialsRequest.json of kafka-clients
 * 4.4.0.
 */
@ApiKey(value = 50, type = MessageType.REQUEST)
@Versions("0")
@Flexible("0+")
public class DescribeUserScramCredentialsRequest {
    /**
     * The users to describe, or null/empty to describe all users.
     */
    @NullableVersions("0+")
    public List<UserName> users = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The users to describe, or null/empty to describe all users.
     */
    public static class UserName {
        /**
         * The user name.
         */
        public String name = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
