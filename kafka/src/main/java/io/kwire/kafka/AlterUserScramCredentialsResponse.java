// Converted from common/message/AlterUserScramCredentialsResponse.json of kafka-clients 4.4.0
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
 * Kafka's AlterUserScramCredentialsResponse, API key 51: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/AlterUserScramCredentialsResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 51, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class AlterUserScramCredentialsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The results for deletions and alterations, one per affected user.
     */
    public List<AlterUserScramCredentialsResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for deletions and alterations, one per affected user.
     */
    public static class AlterUserScramCredentialsResult {
        /**
         * The user name.
         */
        public String user = "";

        /**
         * The error code.
         */
        public short errorCode;

        /**
         * The error message, if any.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
