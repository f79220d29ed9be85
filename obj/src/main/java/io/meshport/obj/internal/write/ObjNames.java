package io.meshport.obj.internal.write;

/**
 * A mesh or material name as an {@code o} or {@code usemtl} line can carry it, so that it reads back
 * the same: the rest of the line, trimmed. So no line breaks or other control characters (each
 * becomes '_'), no blanks at either end, no backslash at the end (it would join the next line),
 * and no half of a surrogate pair (UTF-8 cannot write it).
 */
final class ObjNames {
    private ObjNames() {
    }

    static String writable(String name) {
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < ' ' || c == 0x7f) {
                b.append('_');
            } else if (Character.isHighSurrogate(c) && i + 1 < name.length()
                    && Character.isLowSurrogate(name.charAt(i + 1))) {
                b.append(c).append(name.charAt(++i));
            } else if (Character.isSurrogate(c)) {
                b.append('?');
            } else {
                b.append(c);
            }
        }
        String s = b.toString().trim();
        while (s.endsWith("\\")) {
            s = s.substring(0, s.length() - 1) + "_";
        }
        return s;
    }
}
