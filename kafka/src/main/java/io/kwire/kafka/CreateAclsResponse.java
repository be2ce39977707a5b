// Converted from common/message/CreateAclsResponse.json of kafka-clients 4.4.0
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
 * Kafka's CreateAclsResponse, API key 30: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Starting in version
 * 1, on quota violation, brokers send out responses before throttling. Version 2 enables flexible
 * versions. Version 3 adds user resource type.
 *
 * <p>Converted from common/message/CreateAclsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 30, type = MessageType.RESPONSE)
@Versions("1-3")
@Flexible("2+")
public class CreateAclsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The results for each ACL creation.
     */
    public List<AclCreationResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for each ACL creation.
     */
    public static class AclCreationResult {
        /**
         * The result error, or zero if there was no error.
         */
        public short errorCode;

        /**
         * The result message, or null if there was no error.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
