package io.meshport.harness;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Damages a valid text file at the level of lines and tokens, where text readers go wrong:
 * numbers replaced by huge, negative, non-numeric or overlong values, tokens dropped or
 * duplicated, lines swapped, duplicated or cut, quotes left open.
 */
public final class TextMutator {
    private static final String[] REPLACEMENTS = {"-1", "0", "2147483647", "-2147483648", "99999999999999999999",
        "1e39", "-1e39", "nan", "inf", "1e", "--1", "+", ".", "\"", "\"open", "0x10", "", "9".repeat(400), "\t", "\u00e9",
        "#", "comment", "mesh", "joint", "animation", "frame", "vertexarray", "custom9", "-0"};

    private TextMutator() {
    }

    /** {@code input} (text) with 1 to {@code maxEdits} edits chosen by {@code s}. */
    public static byte[] mutate(byte[] input, Source s, int maxEdits) {
        List<String> lines = new ArrayList<>(Arrays.asList(new String(input, StandardCharsets.UTF_8).split("\n", -1)));
        int edits = s.nextInt(1, Math.max(1, maxEdits));
        for (int i = 0; i < edits && !lines.isEmpty(); i++) {
            int at = s.nextInt(0, lines.size() - 1);
            String line = lines.get(at);
            switch (s.nextInt(0, 4)) {
                case 0: {
                    String[] tokens = line.split(" ", -1);
                    tokens[s.nextInt(0, tokens.length - 1)] = REPLACEMENTS[s.nextInt(0, REPLACEMENTS.length - 1)];
                    lines.set(at, String.join(" ", tokens));
                    break;
                }
                case 1:
                    lines.add(s.nextInt(0, lines.size()), line);
                    break;
                case 2:
                    lines.remove(at);
                    break;
                case 3:
                    lines.set(at, line.substring(0, s.nextInt(0, line.length())));
                    break;
                default: {
                    String[] tokens = line.split(" ", -1);
                    int drop = s.nextInt(0, tokens.length - 1);
                    List<String> kept = new ArrayList<>(Arrays.asList(tokens));
                    if (s.nextBoolean()) {
                        kept.remove(drop);
                    } else {
                        kept.add(drop, tokens[drop]);
                    }
                    lines.set(at, String.join(" ", kept));
                }
            }
        }
        return String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
    }

    /** Whether {@code bytes} look like a text file (no NUL in the first 4 KiB), so text mutations make sense. */
    public static boolean looksLikeText(byte[] bytes) {
        for (int i = 0; i < Math.min(bytes.length, 4096); i++) {
            if (bytes[i] == 0) {
                return false;
            }
        }
        return true;
    }
}
