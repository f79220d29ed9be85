package io.meshport.iqm.internal.export;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Builds a text block as the reference compiler does: "" at offset 0, every distinct string
 * stored once with its NUL, the block padded with NULs to a multiple of 4 bytes.
 */
final class IqmStringTable {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final Map<String, Integer> offsets = new HashMap<>();

    IqmStringTable() {
        offset("");
    }

    /** The offset of {@code s}, adding it on first use. A NUL inside {@code s} cannot be stored. */
    int offset(String s) {
        Integer known = offsets.get(s);
        if (known != null) {
            return known;
        }
        if (s.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("an IQM string cannot contain NUL: " + s.replace('\0', '?'));
        }
        int at = bytes.size();
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        bytes.write(utf8, 0, utf8.length);
        bytes.write(0);
        offsets.put(s, at);
        return at;
    }

    byte[] toBytes() {
        byte[] b = bytes.toByteArray();
        int padded = (b.length + 3) & ~3;
        return java.util.Arrays.copyOf(b, padded);
    }
}
