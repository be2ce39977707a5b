package io.kwire.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks for a view of a message class besides its codec: {@code <SimpleName>View} in the class's
 * package ({@code Outer_InnerView} for a nested class), a reusable flyweight that reads one field
 * of a message in a buffer without decoding the rest. On a {@code package-info.java}, every
 * {@code @Versions} class of the package gets one.
 *
 * <pre>{@code
 * @View
 * @ApiKey(value = 0, type = MessageType.REQUEST)
 * @Versions("3-13")
 * @Flexible("9+")
 * public class ProduceRequest { ... }
 *
 * ProduceRequestView view = new ProduceRequestView();
 * short acks = view.reset(body, version).acks();   // reads two bytes, decodes nothing else
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.PACKAGE})
public @interface View {
}
