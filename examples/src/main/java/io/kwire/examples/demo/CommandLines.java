package io.kwire.examples.demo;

import java.util.List;

/** What the demo's command lines share: an option's value, and a number read from one. */
final class CommandLines {
    private CommandLines() {
    }

    /**
     * The value after {@code option}, at {@code index} of {@code arguments}.
     *
     * @throws IllegalArgumentException if there is none, showing {@code usage}
     */
    static String value(List<String> arguments, int index, String option, String usage) {
        if (index >= arguments.size()) {
            throw new IllegalArgumentException(option + " needs a value; usage: " + usage);
        }
        return arguments.get(index);
    }

    /**
     * {@code value}, the value of {@code option}, as a number.
     *
     * @throws IllegalArgumentException if it is not one
     */
    static int number(String value, String option) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " takes a number, not '" + value + "'");
        }
    }
}
