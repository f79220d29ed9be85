package io.meshport.cli;

import io.meshport.model.Animation;
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
        List<Object> meshes = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            Map<String, Object> mesh = new LinkedHashMap<>();
            mesh.put("name", m.name());
            mesh.put("material", m.material());
            mesh.put("vertices", m.vertexCount());
            mesh.put("triangles", m.triangleCount());
            mesh.put("attributes", attributes(m));
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
        b.append("joints: ").append(model.joints().size()).append('\n');
        appendTree(b);
        b.append("animations: ").append(model.animations().size()).append(" (").append(model.frameCount())
                .append(" frames)\n");
        for (Animation a : model.animations()) {
            b.append("  ").append(quoted(a.name())).append(": ").append(a.frameCount()).append(" frames at ")
                    .append(number(a.framerate())).append(" fps").append(a.loop() ? ", loops" : "").append('\n');
        }
        model.comment().ifPresent(c -> b.append("comment: ").append(firstLine(c)).append('\n'));
        PieReport.of(model).ifPresent(pie -> b.append(pie.toText()));
        VifReport.of(model).ifPresent(vif -> b.append(vif.toText()));
        return b.toString();
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
