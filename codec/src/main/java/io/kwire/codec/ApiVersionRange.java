package io.kwire.codec;

/**
 * The versions of one API that a peer speaks, as an ApiVersions response lists them.
 *
 * @param apiKey the API key
 * @param lowestVersion the lowest version, inclusive
 * @param highestVersion the highest version, inclusive
 */
public record ApiVersionRange(short apiKey, short lowestVersion, short highestVersion) {
    /** Checks that the range is not empty. */
    public ApiVersionRange {
        if (lowestVersion < 0 || lowestVersion > highestVersion) {
            throw new IllegalArgumentException("API " + apiKey + ": versions " + lowestVersion + "-"
                    + highestVersion + " are not a range of versions");
        }
    }

    /** Whether {@code version} is in the range. */
    public boolean contains(short version) {
        return version >= lowestVersion && version <= highestVersion;
    }

    @Override
    public String toString() {
        return "API " + apiKey + " v" + lowestVersion + "-" + highestVersion;
    }
}
