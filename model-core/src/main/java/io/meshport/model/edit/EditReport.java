package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import java.util.Collection;

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

    /** {@code 'a', 'b'}. */
    static String names(Collection<String> names) {
        StringBuilder b = new StringBuilder();
        for (String n : names) {
            b.append(b.length() == 0 ? "" : ", ").append('\'').append(n).append('\'');
        }
        return b.toString();
    }

    /** {@code 'a' -> 'b', 'c' -> 'd'}. */
    static String renamings(java.util.Map<String, String> renamed) {
        StringBuilder how = new StringBuilder();
        renamed.forEach((a, b) -> how.append(how.length() == 0 ? "" : ", ").append('\'').append(a).append("' -> '")
                .append(b).append('\''));
        return how.toString();
    }

    private static String plural(String one) {
        if (one.equals("vertex")) {
            return "vertices";
        }
        return one.endsWith("x") || one.endsWith("sh") || one.endsWith("s") ? one + "es"
                : one.endsWith("y") ? one.substring(0, one.length() - 1) + "ies" : one + "s";
    }
}
