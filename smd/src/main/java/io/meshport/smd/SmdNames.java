package io.meshport.smd;

/**
 * What SMD's names may hold. A bone name is quoted: any Latin-1 character but a double quote and a
 * line end (SMD text is read a byte a character). A material is one word, as the reference
 * compiler's {@code readmaterial} reads it: no blank (C's {@code isspace}), and not a word that the
 * reader would take for something else ({@code end}, a comment).
 */
final class SmdNames {
    private SmdNames() {
    }

    static void checkBone(String name) {
        if (name.isEmpty()) {
            throw new IllegalArgumentException("a bone name is not empty (the reference compiler skips such a node)");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '"' || c == '\n' || c == '\r' || c > 0xFF) {
                throw new IllegalArgumentException("bone name '" + printable(name) + "' has a double quote, a line end"
                        + " or a character beyond Latin-1, which SMD cannot write");
            }
        }
    }

    static void checkMaterial(String material) {
        if (material.isEmpty() || material.equals("end") || material.startsWith("#") || material.startsWith(";")
                || material.startsWith("//")) {
            throw new IllegalArgumentException("material '" + printable(material) + "' is empty, 'end' or starts a"
                    + " comment, which an SMD reader would not take for a material");
        }
        for (int i = 0; i < material.length(); i++) {
            char c = material.charAt(i);
            if (isCSpace(c) || c > 0xFF) {
                throw new IllegalArgumentException("material '" + printable(material) + "' has a blank or a character"
                        + " beyond Latin-1: an SMD material is one word");
            }
        }
    }

    /** C's {@code isspace} in the C locale: space, tab, line feed, vertical tab, form feed, carriage return. */
    static boolean isCSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }

    private static String printable(String s) {
        return s.replace("\n", "\\n").replace("\r", "\\r");
    }
}
