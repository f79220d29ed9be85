package io.meshport.cli.report;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What {@code meshport info} says about a model, as JSON or as a readable summary. */
public final class ModelReport {
    /** The deepest level of the skeleton {@code info} draws; below it, one line counts the rest. */
    public static final int TREE_DEPTH = 20;
    /** The most children of one joint drawn; one line counts the rest. */
    public static final int TREE_CHILDREN = 32;
    /** The most joints drawn in all: a person reads no more, and the report stays small. */
    public static final int TREE_LINES = 256;
    /** The most meshes and animations listed a line each in the text report; one line counts the rest. */
    public static final int LIST_LINES = 256;
    private final Model model;
    private final String format;
    private final String version;

    /** {@code detectedFormat} names the format when the model does not carry a {@link SourceInfo}. */
    public ModelReport(Model model, String detectedFormat) {
        this.model = model;
        SourceInfo info = model.extra(SourceInfo.class).orElse(new SourceInfo(detectedFormat, ""));
        this.format = info.format();
        this.version = info.version();
    }

    /**
     * The JSON object of {@code info --json}; its shape is documented in {@code InfoCommand}
     * ({@code io.meshport.cli.command}).
     */
    public Map<String, Object> toJson(String file) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", file);
        root.put("format", format);
        root.put("version", version);
        root.put("axis", model.axis().name().toLowerCase(Locale.ROOT).replace('_', '-'));
        root.put("handedness", model.conventions().handedness().name().toLowerCase(Locale.ROOT));
        root.put("totalVertices", model.vertexCount());
        root.put("totalTriangles", model.triangleCount());
        root.put("bounds", bounds(model.meshes()));
        List<Object> meshes = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            Map<String, Object> mesh = new LinkedHashMap<>();
            mesh.put("name", m.name());
            mesh.put("material", m.material());
            mesh.put("vertices", m.vertexCount());
            mesh.put("triangles", m.triangleCount());
            mesh.put("attributes", attributes(m));
            mesh.put("bounds", bounds(List.of(m)));
            MeshFacts facts = MeshFacts.of(m);
            mesh.put("joints", facts.joints());
            mesh.put("maxInfluences", facts.maxInfluences());
            mesh.put("acmr", (float) facts.acmr());
            meshes.add(mesh);
        }
        root.put("meshes", meshes);
        List<Object> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            Map<String, Object> joint = new LinkedHashMap<>();
            joint.put("name", j.name());
            joint.put("parent", j.parent());
            joints.add(joint);
        }
        root.put("joints", joints);
        List<Object> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            Map<String, Object> anim = new LinkedHashMap<>();
            anim.put("name", a.name());
            anim.put("frames", a.frameCount());
            anim.put("framerate", a.framerate());
            anim.put("loop", a.loop());
            animations.add(anim);
        }
        root.put("animations", animations);
        root.put("frameBounds", model.frameBounds().size());
        root.put("comment", model.comment().orElse(null));
        PieReport.of(model).ifPresent(pie -> root.put("pie", pie.toJson()));
        VifReport.of(model).ifPresent(vif -> root.put("vif", vif.toJson()));
        return root;
    }

    /**
     * The box around the meshes' finite positions, {min: [x, y, z], max: [x, y, z]} in the file's
     * own numbers, or null when there are none.
     */
    private static Map<String, Object> bounds(List<Mesh> meshes) {
        double[] min = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] max = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        boolean any = false;
        for (Mesh m : meshes) {
            VertexArray p = m.array(AttributeKind.POSITION).orElse(null);
            for (int v = 0; p != null && v < p.vertexCount(); v++) {
                double[] xyz = new double[3];
                boolean finite = true;
                for (int c = 0; c < 3; c++) {
                    xyz[c] = c < p.size() ? p.getDouble(v, c) : 0;
                    finite &= Double.isFinite(xyz[c]);
                }
                if (!finite) {
                    continue;
                }
                any = true;
                for (int c = 0; c < 3; c++) {
                    min[c] = Math.min(min[c], xyz[c]);
                    max[c] = Math.max(max[c], xyz[c]);
                }
            }
        }
        if (!any) {
            return null;
        }
        Map<String, Object> box = new LinkedHashMap<>();
        box.put("min", List.of((float) min[0], (float) min[1], (float) min[2]));
        box.put("max", List.of((float) max[0], (float) max[1], (float) max[2]));
        return box;
    }

    private static List<Object> attributes(Mesh m) {
        List<Object> names = new ArrayList<>();
        for (VertexArray a : m.arrays()) {
            names.add(a.descriptor().attributeName());
        }
        return names;
    }

    /** A summary for people: counts, meshes, the skeleton as an indented tree, animations. */
    public String toText(String file) {
        StringBuilder b = new StringBuilder();
        b.append(file).append(": ").append(format).append(version.isEmpty() ? "" : " " + version).append('\n');
        b.append("meshes: ").append(model.meshes().size()).append(" (").append(model.vertexCount())
                .append(" vertices, ").append(model.triangleCount()).append(" triangles)\n");
        List<Mesh> meshes = model.meshes();
        for (Mesh m : meshes.subList(0, Math.min(meshes.size(), LIST_LINES))) {
            b.append("  ").append(quoted(m.name())).append(" material ").append(quoted(m.material())).append(": ")
                    .append(m.vertexCount()).append(" vertices, ").append(m.triangleCount()).append(" triangles; ")
                    .append(String.join(", ", attributes(m).stream().map(String::valueOf).toList()));
            MeshFacts facts = MeshFacts.of(m);
            if (facts.skinned()) {
                b.append("; skin: ").append(count(facts.joints())).append(facts.joints() == 1 ? " joint" : " joints")
                        .append(", at most ").append(facts.maxInfluences())
                        .append(facts.maxInfluences() == 1 ? " influence" : " influences").append(" a vertex");
            }
            if (m.triangleCount() > 0) {
                b.append("; ACMR ").append(threeDecimals(facts.acmr()));
            }
            b.append('\n');
        }
        if (meshes.size() > LIST_LINES) {
            b.append("  \u2026 ").append(count(meshes.size() - LIST_LINES)).append(" more meshes\n");
        }
        Map<String, Object> box = bounds(model.meshes());
        if (box != null) {
            List<?> min = (List<?>) box.get("min");
            List<?> max = (List<?>) box.get("max");
            b.append("bounds: ").append(triple(min)).append(" to ").append(triple(max)).append(", size ")
                    .append(triple(List.of(size(min, max, 0), size(min, max, 1), size(min, max, 2)))).append('\n');
        }
        b.append("axes: ").append(model.axis().name().toLowerCase(Locale.ROOT).replace('_', '-')).append(", ")
                .append(model.conventions().handedness().name().toLowerCase(Locale.ROOT)).append("-handed\n");
        b.append("joints: ").append(model.joints().size()).append('\n');
        appendTree(b);
        b.append("animations: ").append(model.animations().size()).append(" (").append(model.frameCount())
                .append(" frames)\n");
        appendAnimationTable(b);
        model.comment().ifPresent(c -> b.append("comment: ").append(firstLine(c)).append('\n'));
        PieReport.of(model).ifPresent(pie -> b.append(pie.toText()));
        VifReport.of(model).ifPresent(vif -> b.append(vif.toText()));
        return b.toString();
    }

    /** The animations as a table: name, frames, frame rate, whether it loops; columns aligned. */
    private void appendAnimationTable(StringBuilder b) {
        if (model.animations().isEmpty()) {
            return;
        }
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"name", "frames", "fps", "loop"});
        List<Animation> all = model.animations();
        for (Animation a : all.subList(0, Math.min(all.size(), LIST_LINES))) {
            rows.add(new String[] {quoted(a.name()), String.valueOf(a.frameCount()), number(a.framerate()),
                a.loop() ? "yes" : "no"});
        }
        int[] width = new int[4];
        for (String[] row : rows) {
            for (int c = 0; c < 4; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder("  ");
            for (int c = 0; c < 4; c++) {
                String cell = row[c];
                // names left, numbers right
                line.append(c == 0 ? cell + " ".repeat(width[c] - cell.length()) : " ".repeat(width[c] - cell.length())
                        + cell).append(c < 3 ? "  " : "");
            }
            b.append(line.toString().stripTrailing()).append('\n');
        }
        if (all.size() > LIST_LINES) {
            b.append("  \u2026 ").append(count(all.size() - LIST_LINES)).append(" more animations\n");
        }
    }

    private static String triple(List<?> xyz) {
        return "(" + String.join(", ", xyz.stream().map(v -> number(((Number) v).floatValue())).toList()) + ")";
    }

    private static float size(List<?> min, List<?> max, int c) {
        return ((Number) max.get(c)).floatValue() - ((Number) min.get(c)).floatValue();
    }

    /**
     * Children after their parent, indented by depth, within {@link #TREE_DEPTH} levels,
     * {@link #TREE_CHILDREN} children a joint and {@link #TREE_LINES} joints in all; what lies past
     * a limit is one line that counts it ("… 99,980 more levels (99,980 joints)"). A skeleton's
     * depth is the file's to choose: indenting every joint of a 100,000-deep chain by its depth
     * would take 10^10 characters. Linear in the joints, whatever the shape.
     */
    private void appendTree(StringBuilder b) {
        List<Joint> joints = model.joints();
        int n = joints.size();
        // per joint: how many joints its subtree holds and how many levels lie below it; the model
        // guarantees parents come first, so one pass from the end sees every child before its parent
        int[] size = new int[n];
        int[] below = new int[n];
        int[] childCount = new int[n];
        int roots = 0;
        for (int i = n - 1; i >= 0; i--) {
            size[i]++;
            int p = joints.get(i).parent();
            if (p < 0) {
                roots++;
            } else {
                size[p] += size[i];
                below[p] = Math.max(below[p], below[i] + 1);
                childCount[p]++;
            }
        }
        // children in order, as one array of runs (no list per joint)
        int[] start = new int[n + 1];
        for (int i = 0; i < n; i++) {
            start[i + 1] = start[i] + childCount[i];
        }
        int[] children = new int[Math.max(0, n - roots)];
        int[] filled = new int[n];
        int[] rootList = new int[roots];
        int r = 0;
        for (int i = 0; i < n; i++) {
            int p = joints.get(i).parent();
            if (p < 0) {
                rootList[r++] = i;
            } else {
                children[start[p] + filled[p]++] = i;
            }
        }
        // an explicit stack of (joint, depth), or (-1, depth, children, joints) for the line that
        // counts the children past TREE_CHILDREN; it holds at most TREE_CHILDREN + 1 entries a level
        List<int[]> stack = new ArrayList<>();
        push(stack, rootList, 0, roots, 1, size);
        int lines = 0;
        int accounted = 0;
        while (!stack.isEmpty()) {
            int[] top = stack.remove(stack.size() - 1);
            int depth = top[1];
            if (top[0] < 0) {
                b.append("  ".repeat(depth)).append("\u2026 ").append(count(top[2]))
                        .append(depth == 1 ? " more roots (" : " more children (").append(count(top[3]))
                        .append(" joints)\n");
                accounted += top[3];
                continue;
            }
            if (lines == TREE_LINES) {
                b.append("  \u2026 ").append(count(n - accounted)).append(" more joints\n");
                return;
            }
            int j = top[0];
            b.append("  ".repeat(depth)).append(joints.get(j).name()).append('\n');
            accounted++;
            lines++;
            if (childCount[j] > 0 && depth == TREE_DEPTH) {
                b.append("  ".repeat(depth + 1)).append("\u2026 ").append(count(below[j])).append(" more levels (")
                        .append(count(size[j] - 1)).append(" joints)\n");
                accounted += size[j] - 1;
            } else {
                push(stack, children, start[j], childCount[j], depth + 1, size);
            }
        }
    }

    /**
     * Pushes the first {@link #TREE_CHILDREN} of the {@code count} joints from {@code list[from]} at
     * {@code depth} so that they pop in order, and under them the line counting the rest.
     */
    private static void push(List<int[]> stack, int[] list, int from, int count, int depth, int[] size) {
        int shown = Math.min(count, TREE_CHILDREN);
        if (count > shown) {
            int rest = 0;
            for (int k = shown; k < count; k++) {
                rest += size[list[from + k]];
            }
            stack.add(new int[] {-1, depth, count - shown, rest});
        }
        for (int k = shown - 1; k >= 0; k--) {
            stack.add(new int[] {list[from + k], depth});
        }
    }

    /**
     * {@code 99,980}: counts past a limit are large, and grouped they read at a glance. Grouped by
     * hand rather than by {@code String.format("%,d")}: the JDK's formatter is a short run's
     * slowest first call (its patterns and locale data), for what is three digits at a time.
     */
    static String count(long n) {
        String digits = Long.toString(n);
        int sign = n < 0 ? 1 : 0;
        StringBuilder b = new StringBuilder(digits.length() + digits.length() / 3);
        b.append(digits, 0, sign);
        for (int i = sign; i < digits.length(); i++) {
            if (i > sign && (digits.length() - i) % 3 == 0) {
                b.append(',');
            }
            b.append(digits.charAt(i));
        }
        return b.toString();
    }

    /**
     * {@code 0.833}: as {@code String.format("%.3f")} writes it (half up, from the shortest decimal
     * of the double), without the formatter's first-call cost ({@link #count}).
     */
    static String threeDecimals(double x) {
        return BigDecimal.valueOf(x).setScale(3, RoundingMode.HALF_UP).toPlainString();
    }

    private static String quoted(String s) {
        return "\"" + s + "\"";
    }

    private static String number(float f) {
        return f == Math.rint(f) && Math.abs(f) < 1e9 ? String.valueOf((long) f) : String.valueOf(f);
    }

    private static String firstLine(String comment) {
        String line = comment.strip().lines().findFirst().orElse("");
        int lines = (int) comment.strip().lines().count();
        String shown = line.length() > 72 ? line.substring(0, 72) + "..." : line;
        return shown + (lines > 1 ? " (" + lines + " lines)" : "");
    }
}
