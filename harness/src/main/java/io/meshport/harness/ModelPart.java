package io.meshport.harness;

import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One part of a model named by a loss path ({@link io.meshport.io.LossScope}): where it is
 * ({@code mesh} an index, {@link #ANY_MESH}, or {@link #MODEL}), what it is ({@code field}) and
 * which ({@code key}: a stream's name, an extra's simple class name). It knows whether a model has
 * it, which differences ({@link ModelDiff} paths) it covers, and how to take it out of a model so
 * that the rest can be compared.
 */
record ModelPart(String path, int mesh, String field, String key) {
    static final int ANY_MESH = -1;
    static final int MODEL = -2;

    private static final Pattern MESH_PART = Pattern.compile(
            "meshes\\[(\\*|\\d+)](?:\\.(streams|triangleStreams|extras)\\.(.+)|\\.(name|material|triangles))?");
    private static final Pattern MODEL_PART = Pattern.compile("(joints|animations|frameBounds|comment|conventions)"
            + "|extras\\.(.+)");

    /** The part {@code path} names, or empty when it is no path of a model. */
    static Optional<ModelPart> parse(String path) {
        Matcher m = MESH_PART.matcher(path);
        if (m.matches()) {
            int mesh = m.group(1).equals("*") ? ANY_MESH : Integer.parseInt(m.group(1));
            if (m.group(2) != null) {
                return Optional.of(new ModelPart(path, mesh, m.group(2), m.group(3)));
            }
            return Optional.of(new ModelPart(path, mesh, m.group(4) == null ? "mesh" : m.group(4), ""));
        }
        m = MODEL_PART.matcher(path);
        if (m.matches()) {
            return Optional.of(m.group(1) != null ? new ModelPart(path, MODEL, m.group(1), "")
                    : new ModelPart(path, MODEL, "extras", m.group(2)));
        }
        return Optional.empty();
    }

    /** Whether this is a whole mesh (dropped as such). */
    boolean wholeMesh() {
        return field.equals("mesh");
    }

    /** This part in a model whose meshes were joined into one: any mesh's part is that mesh's. */
    ModelPart inJoinedMesh() {
        return mesh == MODEL || wholeMesh() ? this : new ModelPart(path, ANY_MESH, field, key);
    }

    /** Whether {@code model} has this part at all (a report must not name what the model never had). */
    boolean presentIn(Model model) {
        if (mesh == MODEL) {
            return switch (field) {
                case "joints" -> !model.joints().isEmpty();
                case "animations" -> !model.animations().isEmpty();
                case "frameBounds" -> !model.frameBounds().isEmpty();
                case "comment" -> model.comment().isPresent();
                case "conventions" -> !model.conventions().equals(Conventions.UNKNOWN);
                default -> hasExtra(model.extras().keySet());
            };
        }
        for (int i = 0; i < model.meshes().size(); i++) {
            if ((mesh == ANY_MESH || mesh == i) && presentIn(model.meshes().get(i))) {
                return true;
            }
        }
        return false;
    }

    private boolean presentIn(Mesh m) {
        return switch (field) {
            case "mesh" -> true;
            case "streams" -> m.array(key).isPresent();
            case "triangleStreams" -> m.triangleStream(key).isPresent();
            case "extras" -> hasExtra(m.extras().keySet());
            case "name" -> !m.name().isEmpty();
            case "material" -> !m.material().isEmpty();
            default -> m.triangleCount() > 0 || m.vertexCount() > 0; // triangles
        };
    }

    private boolean hasExtra(java.util.Set<Class<?>> types) {
        return types.stream().anyMatch(t -> t.getSimpleName().equals(key));
    }

    /** Whether the difference at {@code diffPath} (a {@link ModelDiff} path) is in this part. */
    boolean covers(String diffPath) {
        if (wholeMesh() && diffPath.equals("meshes")) {
            return true; // a dropped mesh shows as a mesh count
        }
        String pattern = Pattern.quote(path);
        if (mesh == ANY_MESH) {
            pattern = Pattern.quote("meshes[") + "\\d+" + Pattern.quote(path.substring("meshes[*".length()));
        }
        return Pattern.compile(pattern + "(?:$|[.\\[]).*").matcher(diffPath).matches();
    }

    /** {@code model} without this part, as a format that lost it gives the model back. */
    Model removedFrom(Model model) {
        Model.Builder b = model.toBuilder();
        if (mesh == MODEL) {
            switch (field) {
                case "joints" -> b.joints(List.of());
                case "animations" -> b.animations(List.of()).frameBounds(List.of());
                case "frameBounds" -> b.frameBounds(List.of());
                case "comment" -> b.comment(null);
                case "conventions" -> b.conventions(Conventions.UNKNOWN);
                default -> model.extras().keySet().stream().filter(t -> t.getSimpleName().equals(key))
                        .forEach(b::removeExtra);
            }
            return b.build();
        }
        List<Mesh> meshes = new ArrayList<>();
        for (int i = 0; i < model.meshes().size(); i++) {
            Mesh m = model.meshes().get(i);
            if (mesh != ANY_MESH && mesh != i) {
                meshes.add(m);
            } else if (!wholeMesh()) {
                meshes.add(removedFrom(m));
            }
        }
        return b.meshes(meshes).build();
    }

    private Mesh removedFrom(Mesh m) {
        Mesh.Builder b = m.toBuilder();
        switch (field) {
            case "streams" -> {
                b.clearArrays();
                m.arrays().stream().filter(a -> !a.descriptor().attributeName().equals(key)).forEach(b::addArray);
            }
            case "triangleStreams" -> {
                b.clearTriangleStreams();
                for (VertexArray s : m.triangleStreams()) {
                    if (!s.descriptor().attributeName().equals(key)) {
                        b.addTriangleStream(s);
                    }
                }
            }
            case "extras" -> m.extras().keySet().stream().filter(t -> t.getSimpleName().equals(key))
                    .forEach(b::removeExtra);
            case "name" -> b.name("");
            case "material" -> b.material("");
            default -> b.clearTriangleStreams().triangles(new int[0]); // triangles
        }
        return b.build();
    }
}
