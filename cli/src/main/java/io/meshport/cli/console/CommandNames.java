package io.meshport.cli.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The commands nearest to a mistyped one, by edit distance, for "did you mean" advice. */
public final class CommandNames {
    private CommandNames() {
    }

    /**
     * The names among {@code names} nearest to {@code word}: those within two edits (one for a word of
     * three letters or fewer), or that {@code word} starts (an abbreviation); the nearest first.
     */
    public static List<String> nearest(String word, List<String> names) {
        String w = word.toLowerCase(Locale.ROOT);
        int best = Integer.MAX_VALUE;
        List<String> out = new ArrayList<>();
        for (String name : names) {
            int d = name.startsWith(w) && w.length() >= 2 ? 0 : distance(w, name);
            int allowed = w.length() <= 3 ? 1 : 2;
            if (d > allowed || d > best) {
                continue;
            }
            if (d < best) {
                out.clear();
                best = d;
            }
            out.add(name);
        }
        return out;
    }

    /** Levenshtein distance with adjacent swaps counted as one edit (Damerau's restricted form). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
