package io.meshport.md5;

/**
 * What a quoted MD5 name may hold: any Latin-1 character (MD5 text is read a byte a character) but a
 * double quote and a line end.
 */
final class Md5Names {
    private Md5Names() {
    }

    /** Whether {@code c} may stand in a quoted name. */
    static boolean writable(char c) {
        return c != '"' && c != '\n' && c != '\r' && c <= 0xFF;
    }

    static void check(String name, String what) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!writable(c)) {
                throw new IllegalArgumentException(what + " '" + name.replace("\n", "\\n").replace("\r", "\\r")
                        + "' has a double quote, a line end or a character beyond Latin-1, which MD5 cannot write");
            }
        }
    }
}
