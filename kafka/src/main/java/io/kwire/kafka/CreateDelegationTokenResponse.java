// Converted from common/message/CreateDelegationTokenResponse.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.ApiKey;
import io.kwire.annotations.Flexible;
import io.kwire.annotations.MessageType;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's CreateDelegationTokenResponse, API key 38: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Starting in version 1, on quota violation, brokers send out responses before throttling.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Version 3 adds token requester details
 *
 * <p>Converted from common/message/CreateDelegationTokenResponse.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 38, type = MessageType.RESPONSE)
@Versions("1-3")
@Flexible("2+")
public class CreateDelegationTokenResponse {
    /**
     * The top-level error, or zero if there was no error.
     */
    public short errorCode;

    /**
     * The principal type of the token owner.
     */
    public String principalType = "";

    /**
     * The name of the token owner.
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
     * When this token was generated.
     */
    public long issueTimestampMs;

    /**
     * When this token expires.
     */
    public long expiryTimestampMs;

    /**
     * The maximum lifetime of this token.
     */
    public long maxTimestampMs;

    /**
     * The token UUID.
     */
    public String tokenId = "";

    /**
     * HMAC of the delegation token.
     */
    public byte[] hmac = new byte[0];

    /**
     * The duration in milliseconds for which the request was throttled due to a quota violation, or
     * zero if the request did not violate any quota.
     */
    public int throttleTimeMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
