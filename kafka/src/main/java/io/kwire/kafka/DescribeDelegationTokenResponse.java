// Converted from common/message/DescribeDelegationTokenResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.ArrayList;
import java.util.List;

/**
 * Kafka's DescribeDelegationTokenResponse, API key 41: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline. Starting in version
 * 1, on quota violation, brokers send out responses before throttling. Version 2 adds flexible
 * version support Version 3 adds token requester details
 *
 * <p>Converted from common/message/DescribeDelegationTokenResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 41, type = MessageType.RESPONSE)
@Versions("1-3")
@Flexible("2+")
public class DescribeDelegationTokenResponse {
    /**
     * The error code, or 0 if there was no error.
     */
    public short errorCode;

    /**
     * The tokens.
     */
    public List<DescribedDelegationToken> tokens = new ArrayList<>();

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * The tokens.
     */
    public static class DescribedDelegationToken {
        /**
         * The token principal type.
         */
        public String principalType = "";

        /**
         * The token principal name.
         */
        public String principalName = "";

        /**
         * The principal type of the requester of the token.
         */
        @Versions("3+")
        public String tokenRequesterPrincipalType = "";

        /**
         * The principal type of the requester of the token.
         */
        @Versions("3+")
        public String tokenRequesterPrincipalName = "";

        /**
         * The token issue timestamp in milliseconds.
         */
        public long issueTimestamp;

        /**
         * The token expiry timestamp in milliseconds.
         */
        public long expiryTimestamp;

        /**
         * The token maximum timestamp length in milliseconds.
         */
        public long maxTimestamp;

        /**
         * The token ID.
         */
        public String tokenId = "";

        /**
         * The token HMAC.
         */
        public byte[] hmac = new byte[0];

        /**
         * Those who are able to renew this token before it expires.
         */
        public List<DescribedDelegationTokenRenewer> renewers = new ArrayList<>();

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }

    /**
     * Those who are able to renew this token before it expires.
     */
    public static class DescribedDelegationTokenRenewer {
        /**
         * The renewer principal type.
         */
        public String principalType = "";

        /**
         * The renewer principal name.
         */
        public String principalName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
