package io.kwire.testkit.oracle;

import io.kwire.testkit.specs.MessageSpec;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.kafka.common.protocol.Message;
import org.apache.kafka.common.protocol.types.RawTaggedField;

/**
 * Reflective access to Kafka's generated message classes: their getters are {@code name()}, their
 * setters {@code setName(...)}, and every struct is nested in the top-level {@code ...Data} class.
 */
public final class KafkaReflection {
    private static final String PACKAGE = "org.apache.kafka.common.message.";
    /** Kafka's classes by name, once loaded. */
    private static final Map<String, Class<?>> CLASSES = new ConcurrentHashMap<>();
    /** Each class's setters by name; looking them up anew for every value made the random tests slow. */
    private static final ClassValue<Map<String, Method>> SETTERS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            Map<String, Method> setters = new HashMap<>();
            for (Method method : type.getMethods()) {
                if (method.getName().startsWith("set") && method.getParameterCount() == 1
                        && method.getReturnType() == type) {
                    setters.put(method.getName(), method);
                }
            }
            return setters;
        }
    };
    /** Each class's public no-argument constructor; finding it anew for every instance made the tests slow. */
    private static final ClassValue<Constructor<?>> CONSTRUCTORS = new ClassValue<>() {
        @Override
        protected Constructor<?> computeValue(Class<?> type) {
            try {
                return type.getConstructor();
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(type.getName() + " has no public no-argument constructor", e);
            }
        }
    };
    /** Each class's no-argument public methods by name, the getters among them. */
    private static final ClassValue<Map<String, Method>> GETTERS = new ClassValue<>() {
        @Override
        protected Map<String, Method> computeValue(Class<?> type) {
            Map<String, Method> getters = new HashMap<>();
            for (Method method : type.getMethods()) {
                if (method.getParameterCount() == 0) {
                    getters.put(method.getName(), method);
                }
            }
            return getters;
        }
    };

    private KafkaReflection() {
    }

    /** Kafka's class for a message: {@code CreateTopicsRequestData} for the spec {@code CreateTopicsRequest}. */
    public static Class<? extends Message> messageClass(MessageSpec spec) {
        return load(PACKAGE + spec.kafkaClassName()).asSubclass(Message.class);
    }

    /**
     * Kafka's class for struct {@code structName} of the message whose class, or the class of one
     * of whose structs, is {@code within}.
     */
    public static Class<?> structClass(Class<?> within, String structName) {
        Class<?> top = within.getEnclosingClass() == null ? within : within.getEnclosingClass();
        return load(top.getName() + "$" + structName);
    }

    public static <T> T newInstance(Class<T> type) {
        try {
            return type.cast(CONSTRUCTORS.get(type).newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create a " + type.getName(), e);
        }
    }

    /** The value of property {@code name} ({@code data.name()}). */
    public static Object get(Object data, String name) {
        return invoke(method(data.getClass(), name), data);
    }

    /** Sets property {@code name} ({@code data.setName(value)}). */
    public static void set(Object data, String name, Object value) {
        invoke(setter(data.getClass(), name), data, value);
    }

    /** The setter of property {@code name}: {@code setName}, returning the class itself. */
    public static Method setter(Class<?> type, String name) {
        String setterName = "set" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
        Method setter = SETTERS.get(type).get(setterName);
        if (setter == null) {
            throw new IllegalArgumentException(type.getName() + " has no setter " + setterName);
        }
        return setter;
    }

    /** The names of the properties of one of Kafka's generated classes, in no particular order. */
    public static List<String> propertyNames(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (String setter : SETTERS.get(type).keySet()) {
            names.add(Character.toLowerCase(setter.charAt(3)) + setter.substring(4));
        }
        return names;
    }

    /**
     * A new empty collection that setter parameter type {@code type} accepts: an {@link ArrayList}
     * for {@code List}, else Kafka's own collection class (the {@code ...Collection} it generates
     * for arrays with a map key).
     */
    @SuppressWarnings("unchecked")
    public static Collection<Object> newCollection(Class<?> type) {
        if (type == List.class) {
            return new ArrayList<>();
        }
        return (Collection<Object>) newInstance(type);
    }

    /** The live list of unknown tagged fields of a Kafka message or struct. */
    @SuppressWarnings("unchecked")
    public static List<RawTaggedField> unknownTaggedFields(Object data) {
        return (List<RawTaggedField>) get(data, "unknownTaggedFields");
    }

    /** The getter of property {@code name}: {@code name()}. */
    public static Method getter(Class<?> type, String name) {
        return method(type, name);
    }

    private static Method method(Class<?> type, String name) {
        Method getter = GETTERS.get(type).get(name);
        if (getter == null) {
            throw new IllegalArgumentException(type.getName() + " has no getter " + name + "()");
        }
        return getter;
    }

    /** Calls {@code method} on {@code target}, rethrowing what it throws unchecked. */
    public static Object invoke(Method method, Object target, Object... arguments) {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(method + " threw", e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + method, e);
        }
    }

    private static Class<?> load(String className) {
        return CLASSES.computeIfAbsent(className, name -> {
            try {
                return Class.forName(name);
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("kafka-clients has no class " + name, e);
            }
        });
    }
}
