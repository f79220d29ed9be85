package io.meshport.fbx.internal.read;

import java.nio.charset.StandardCharsets;

/**
 * One {@code String} per distinct short name: a binary file repeats a few node names ({@code P},
 * {@code C}, {@code Properties70}) hundreds of thousands of times, and decoding each anew would
 * cost a string apiece. A small direct-mapped table keyed by the bytes' hash: a miss only costs
 * the decode it saves on a hit, so collisions simply replace the entry. Names are Latin-1 here
 * (FBX node names are ASCII identifiers; Latin-1 keeps any other byte distinct and readable).
 */
final class FbxNameCache {
    private static final int SLOTS = 1024;
    private static final int MAX_CACHED = 48;
    private final String[] table = new String[SLOTS];

    /** The name in {@code data[from..from+length)}. */
    String name(byte[] data, int from, int length) {
        if (length > MAX_CACHED) {
            return new String(data, from, length, StandardCharsets.ISO_8859_1);
        }
        int h = length;
        for (int i = 0; i < length; i++) {
            h = 31 * h + data[from + i];
        }
        int slot = (h ^ h >>> 16) & (SLOTS - 1);
        String s = table[slot];
        if (s != null && matches(s, data, from, length)) {
            return s;
        }
        s = new String(data, from, length, StandardCharsets.ISO_8859_1);
        table[slot] = s;
        return s;
    }

    private static boolean matches(String s, byte[] data, int from, int length) {
        if (s.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (s.charAt(i) != (data[from + i] & 0xFF)) {
                return false;
            }
        }
        return true;
    }
}
