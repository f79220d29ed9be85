package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import java.util.Collection;
import java.util.Map;

/** How the edits word their reports: {@code --mirror x: 2 meshes mirrored}. */
final class EditReport {
    private EditReport() {
    }

    /** The edit as its option reads: {@code --rename-material a=b}. */
    static String option(ModelEdit edit) {
        return "--" + edit.name() + (edit.parameters().isEmpty() ? "" : " " + edit.parameters());
    }

    static void changed(ModelEdit edit, String source, Diagnostics report, String what) {
        report.converted(source, option(edit) + ": " + what);
    }

    static void unchanged(ModelEdit edit, String source, Diagnostics report, String why) {
        report.warn(source, option(edit) + ": " + why);
    }

    /** {@code 2 meshes}, {@code 1 mesh}. */
    static String count(long n, String one) {
        return n + " " + (n == 1 ? one : plural(one));
    }

    /**
     * The most names a report lists: the names are the file's, as many as it has (a skeleton of
     * 100,000 scaled joints made a note of a megabyte); the rest are counted.
     */
    static final int MAX_LISTED = 16;
    /** The most characters of one name a report shows. */
    static final int MAX_NAME = 64;

    /** {@code 'a', 'b'}; past {@link #MAX_LISTED}, {@code ... and 3 more}. */
    static String names(Collection<String> names) {
        StringBuilder b = new StringBuilder();
        int listed = 0;
        for (String n : names) {
            if (listed == MAX_LISTED) {
                return b.append(" and ").append(names.size() - listed).append(" more").toString();
            }
            b.append(listed++ == 0 ? "" : ", ").append('\'').append(shown(n)).append('\'');
        }
        return b.toString();
    }

    /** {@code 'a' -> 'b', 'c' -> 'd'}; past {@link #MAX_LISTED}, {@code ... and 3 more}. */
    static String renamings(Map<String, String> renamed) {
        StringBuilder how = new StringBuilder();
        int listed = 0;
        for (Map.Entry<String, String> e : renamed.entrySet()) {
            if (listed == MAX_LISTED) {
                return how.append(" and ").append(renamed.size() - listed).append(" more").toString();
            }
            how.append(listed++ == 0 ? "" : ", ").append('\'').append(shown(e.getKey())).append("' -> '")
                    .append(shown(e.getValue())).append('\'');
        }
        return how.toString();
    }

    /** {@code name}, cut to {@link #MAX_NAME} characters (whole code points) with an ellipsis. */
    private static String shown(String name) {
        if (name.codePointCount(0, name.length()) <= MAX_NAME) {
            return name;
        }
        return name.substring(0, name.offsetByCodePoints(0, MAX_NAME)) + "…";
    }

    private static String plural(String one) {
        if (one.equals("vertex")) {
            return "vertices";
        }
        return one.endsWith("x") || one.endsWith("sh") || one.endsWith("s") ? one + "es"
                : one.endsWith("y") ? one.substring(0, one.length() - 1) + "ies" : one + "s";
    }
}
