// Converted from common/message/CreateDelegationTokenRequest.json of kafka-clients 4.4.0
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
 * Kafka's CreateDelegationTokenRequest, API key 38: versions 1-3, flexible 2+.
 *
 * <p>Version 0 was removed in Apache Kafka 4.0, Version 1 is the new baseline.
 *
 * <p>Version 1 is the same as version 0.
 *
 * <p>Version 2 is the first flexible version.
 *
 * <p>Version 3 adds owner principal
 *
 * <p>Served by Kafka's listeners: broker, controller.
 *
 * <p>Converted from common/message/CreateDelegationTokenRequest.json of kafka-clients 4.4.0.
 */
@ApiKey(value = 38, type = MessageType.REQUEST)
@Versions("1-3")
@Flexible("2+")
public class CreateDelegationTokenRequest {
    /**
     * The principal type of the owner of the token. If it's null it defaults to the token request
     * principal.
     */
    @Versions("3+")
    @NullableVersions("3+")
    public String ownerPrincipalType = "";

    /**
     * The principal name of the owner of the token. If it's null it defaults to the token request
     * principal.
     */
    @Versions("3+")
    @NullableVersions("3+")
    public String ownerPrincipalName = "";

    /**
     * A list of those who are allowed to renew this token before it expires.
     */
    public List<CreatableRenewers> renewers = new ArrayList<>();

    /**
     * The maximum lifetime of the token in milliseconds, or -1 to use the server side default.
     */
    public long maxLifetimeMs;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();

    /**
     * A list of those who are allowed to renew this token before it expires.
     */
    public static class CreatableRenewers {
        /**
         * The type of the Kafka principal.
         */
        public String principalType = "";

        /**
         * The name of the Kafka principal.
         */
        public String principalName = "";

        /**
         * Tagged fields this class does not know, kept so that nothing is lost.
         */
        public List<RawTaggedField> unknownTaggedFields = List.of();
    }
}
