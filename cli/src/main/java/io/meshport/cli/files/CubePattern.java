package io.meshport.cli.files;

import java.util.List;

/**
 * A name pattern of the engine's model commands (Red Eclipse's {@code cubepattern}): alternatives
 * separated by {@code |}, each matched against the whole name with {@code *} for any run of
 * characters and {@code ?} for one. {@code md5skin} names meshes this way ({@code *}: every mesh;
 * Tesseract and Cube 2 know only the exact name and {@code *}, which match the same), and
 * {@code md5anim} names the game's animations ({@code "idle|mapmodel"} gives one file to both).
 *
 * @param alternatives the {@code |}-separated parts, in order
 */
record CubePattern(List<String> alternatives) {
    CubePattern {
        alternatives = List.copyOf(alternatives);
    }

    /** The pattern {@code text} ({@code "a|b"}: two alternatives; an empty part matches only an empty name). */
    static CubePattern of(String text) {
        return new CubePattern(List.of(text.split("\\|", -1)));
    }

    /** Whether an alternative has a wildcard, so that which names it stands for is up to what it is matched with. */
    boolean hasWildcards() {
        return alternatives.stream().anyMatch(a -> a.indexOf('*') >= 0 || a.indexOf('?') >= 0);
    }

    /** Whether {@code name} matches an alternative. */
    boolean matches(String name) {
        for (String a : alternatives) {
            if (matches(name, a)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Glob matching with one backtrack point (the last {@code *}): at most name length times
     * pattern length steps, where the engine's recursive matcher can take exponential time.
     */
    private static boolean matches(String name, String pattern) {
        int n = 0;
        int p = 0;
        int star = -1;
        int afterStar = 0;
        while (n < name.length()) {
            if (p < pattern.length() && pattern.charAt(p) == '*') {
                star = p++;
                afterStar = n;
            } else if (p < pattern.length() && (pattern.charAt(p) == '?' || pattern.charAt(p) == name.charAt(n))) {
                n++;
                p++;
            } else if (star >= 0) {
                p = star + 1;
                n = ++afterStar;
            } else {
                return false;
            }
        }
        while (p < pattern.length() && pattern.charAt(p) == '*') {
            p++;
        }
        return p == pattern.length();
    }
}
