package io.kwire.processor;

/** What {@link ModelReader#read} made of an annotated class. */
sealed interface ReadResult {
    /** The class is valid: here is its model, ready to be planned and written. */
    record Read(MessageModel model) implements ReadResult {
    }

    /** The class had errors, all of them reported; it gets no codec. */
    record Failed() implements ReadResult {
    }

    /**
     * A field uses a type that does not exist yet, which a later round may generate; javac
     * itself reports it if it never appears, so kwire adds nothing and reads the class again.
     */
    record Unresolved() implements ReadResult {
    }

    /** An API Kafka has removed ({@code @ApiKey} with {@code @Versions("none")}): no codec, and no error. */
    record Removed() implements ReadResult {
    }
}
