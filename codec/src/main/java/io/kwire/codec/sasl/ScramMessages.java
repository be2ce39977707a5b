package io.kwire.codec.sasl;

import java.util.Base64;

/** The pieces of RFC 5802's messages that both sides parse and write: names, nonces and attributes. */
final class ScramMessages {
    private ScramMessages() {
    }

    /** A user name as a saslname: ',' as "=2C" and '=' as "=3D". */
    static String saslName(String user) {
        return user.replace("=", "=3D").replace(",", "=2C");
    }

    /** The user name a saslname stands for; null where an '=' is not "=2C" or "=3D". */
    static String userName(String saslName) {
        StringBuilder user = new StringBuilder(saslName.length());
        for (int i = 0; i < saslName.length(); i++) {
            char c = saslName.charAt(i);
            if (c != '=') {
                user.append(c);
            } else if (saslName.startsWith("2C", i + 1)) {
                user.append(',');
                i += 2;
            } else if (saslName.startsWith("3D", i + 1)) {
                user.append('=');
                i += 2;
            } else {
                return null;
            }
        }
        return user.toString();
    }

    /** Whether {@code nonce} is RFC 5802's printable ASCII other than ',', and not empty. */
    static boolean isNonce(String nonce) {
        if (nonce.isEmpty()) {
            return false;
        }
        for (int i = 0; i < nonce.length(); i++) {
            char c = nonce.charAt(i);
            if (c < 0x21 || c > 0x7E || c == ',') {
                return false;
            }
        }
        return true;
    }

    /** The value of attribute {@code name} ("r") at the start of {@code part} ("r=abc"); null if absent. */
    static String attribute(String part, char name) {
        return part.length() >= 2 && part.charAt(0) == name && part.charAt(1) == '=' ? part.substring(2) : null;
    }

    /** {@code text} decoded from base64; null where it is not base64. */
    static byte[] base64(String text) {
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    static String base64(byte[] bytes) {
        return Base64.getEncoder().encodeToString(bytes);
    }
}
