// Converted from common/message/DescribeUserScramCredentialsResponse.json of kafka-clients 4.4.0
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
 * Kafka's DescribeUserScramCredentialsResponse, API key 50: versions 0, flexible 0+.
 *
 * <p>Converted from common/message/DescribeUserScramCredentialsResponse.json of kafka-clients
 * 4.4.0.
 */
@ApiKey(value = 50, type = MessageType.RESPONSE)
@Versions("0")
@Flexible("0+")
public class DescribeUserScramCredentialsResponse {
    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * The message-level error code, 0 except for user authorization or infrastructure issues.
     */
    public short errorCode;

    /**
     * The message-level error message, if any.
     */
    @NullableVersions("0+")
    public String errorMessage = "";

    /**
     * The results for descriptions, one per user.
     */
    public List<DescribeUserScramCredentialsResult> results = new ArrayList<>();

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The results for descriptions, one per user.
     */
    public static class DescribeUserScramCredentialsResult {
        /**
         * The user name.
         */
        public String user = "";

        /**
         * The user-level error code.
         */
        public short errorCode;

        /**
         * The user-level error message, if any.
         */
        @NullableVersions("0+")
        public String errorMessage = "";

        /**
         * The mechanism and related information associated with the user's SCRAM credentials.
         */
        public List<CredentialInfo> credentialInfos = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * The mechanism and related information associated with the user's SCRAM credentials.
     */
    public static class CredentialInfo {
        /**
         * The SCRAM mechanism.
         */
        public byte mechanism;

        /**
         * The number of iterations used in the SCRAM credential.
         */
        public int iterations;

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
