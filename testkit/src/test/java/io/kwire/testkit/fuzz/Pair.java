package io.kwire.testkit.fuzz;

/** The message {@link ViewFuzzerTest} views: a name and an id, public as a generated view's message is. */
public class Pair {
    public String name = "";
    public int id;
}
