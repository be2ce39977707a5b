package io.kwire.examples.server;

/** Kafka's rules for topic names ({@code org.apache.kafka.common.internals.Topic}). */
final class TopicNames {
    private static final int MAX_LENGTH = 249;

    private TopicNames() {
    }

    /** Why Kafka refuses {@code name}, or null when it is a valid name. */
    static String problem(String name) {
        if (name == null || name.isEmpty()) {
            return "Topic name is illegal, it can't be empty";
        }
        if (name.equals(".") || name.equals("..")) {
            return "Topic name cannot be \".\" or \"..\"";
        }
        if (name.length() > MAX_LENGTH) {
            return "Topic name is illegal, it can't be longer than " + MAX_LENGTH + " characters, topic name: "
                    + name;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean valid = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == '-';
            if (!valid) {
                return "Topic name \"" + name + "\" is illegal, it contains a character other than ASCII"
                        + " alphanumerics, '.', '_' and '-'";
            }
        }
        return null;
    }

    /** The name with '.' as '_': two names that unify this way collide in Kafka's metrics. */
    static String unified(String name) {
        return name.replace('.', '_');
    }
}
