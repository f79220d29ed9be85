package io.meshport.cli;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What {@code meshport info} says about a model, as JSON or as a readable summary. */
final class ModelReport {
    private final Model model;
    private final String format;
    private final String version;

    /** {@code detectedFormat} names the format when the model does not carry a {@link SourceInfo}. */
    ModelReport(Model model, String detectedFormat) {
        this.model = model;
        SourceInfo info = model.extra(SourceInfo.class).orElse(new SourceInfo(detectedFormat, ""));
        this.format = info.format();
        this.version = info.version();
    }

    /** The JSON object of {@code info --json}; its shape is documented in {@link InfoCommand}. */
    Map<String, Object> toJson(String file) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", file);
        root.put("format", format);
        root.put("version", version);
        root.put("axis", model.axis().name().toLowerCase(Locale.ROOT).replace('_', '-'));
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
    String toText(String file) {
        StringBuilder b = new StringBuilder();
        b.append(file).append(": ").append(format).append(version.isEmpty() ? "" : " " + version).append('\n');
        b.append("meshes: ").append(model.meshes().size()).append(" (").append(model.vertexCount())
                .append(" vertices, ").append(model.triangleCount()).append(" triangles)\n");
        for (Mesh m : model.meshes()) {
            b.append("  ").append(quoted(m.name())).append(" material ").append(quoted(m.material())).append(": ")
                    .append(m.vertexCount()).append(" vertices, ").append(m.triangleCount()).append(" triangles; ")
                    .append(String.join(", ", attributes(m).stream().map(String::valueOf).toList())).append('\n');
        }
        Map<String, Object> box = bounds(model.meshes());
        if (box != null) {
            List<?> min = (List<?>) box.get("min");
            List<?> max = (List<?>) box.get("max");
            b.append("bounds: ").append(triple(min)).append(" to ").append(triple(max)).append(", size ")
                    .append(triple(List.of(size(min, max, 0), size(min, max, 1), size(min, max, 2)))).append('\n');
        }
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
        for (Animation a : model.animations()) {
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
    }

    private static String triple(List<?> xyz) {
        return "(" + String.join(", ", xyz.stream().map(v -> number(((Number) v).floatValue())).toList()) + ")";
    }

    private static float size(List<?> min, List<?> max, int c) {
        return ((Number) max.get(c)).floatValue() - ((Number) min.get(c)).floatValue();
    }

    /** Children after their parent, indented by depth; the model guarantees parents come first. */
    private void appendTree(StringBuilder b) {
        List<Joint> joints = model.joints();
        List<List<Integer>> children = new ArrayList<>();
        for (int i = 0; i < joints.size(); i++) {
            children.add(new ArrayList<>());
        }
        List<Integer> roots = new ArrayList<>();
        for (int i = 0; i < joints.size(); i++) {
            int p = joints.get(i).parent();
            (p < 0 ? roots : children.get(p)).add(i);
        }
        // an explicit stack: skeletons can be deep enough to make recursion a risk
        List<int[]> stack = new ArrayList<>();
        for (int r = roots.size() - 1; r >= 0; r--) {
            stack.add(new int[] {roots.get(r), 1});
        }
        while (!stack.isEmpty()) {
            int[] top = stack.remove(stack.size() - 1);
            b.append("  ".repeat(top[1])).append(joints.get(top[0]).name()).append('\n');
            List<Integer> kids = children.get(top[0]);
            for (int k = kids.size() - 1; k >= 0; k--) {
                stack.add(new int[] {kids.get(k), top[1] + 1});
            }
        }
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
