// Converted from common/message/DefaultPrincipalData.json of kafka-clients 4.4.0
// by io.kwire.testkit.converter.SpecConverter. Do not edit: change the converter
// and run it again (see docs/kafka-module.md).
package io.kwire.kafka;

import io.kwire.annotations.Flexible;
import io.kwire.annotations.Versions;
import io.kwire.codec.RawTaggedField;
import java.util.List;

/**
 * Kafka's DefaultPrincipalData, a message that is not an API's (Kafka stores or embeds it):
 * versions 0, flexible 0+.
 *
 * <p>The encoding format for default Kafka principal in
 * org.apache.kafka.common.security.authenticator.DefaultKafkaPrincipalBuilder.
 *
 * <p>Converted from common/message/DefaultPrincipalData.json of kafka-clients 4.4.0.
 */
@Versions("0")
@Flexible("0+")
public class DefaultPrincipalData {
    /**
     * The principal type.
     */
    public String type = "";

    /**
     * The principal name.
     */
    public String name = "";

    /**
     * Whether the principal was authenticated by a delegation token on the forwarding broker.
     */
    public boolean tokenAuthenticated;

    /**
     * Tagged fields this class does not know, kept so that nothing is lost.
     */
    public List<RawTaggedField> unknownTaggedFields = List.of();
}
