package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.simplify.AttributeWeights;
import io.meshport.model.simplify.Simplifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * {@code --simplify RATIO}, {@code --simplify-triangles N}, {@code --simplify-error E}: every mesh
 * simplified ({@link Simplifier}): to RATIO of its triangles; to N triangles for the whole model,
 * shared among the meshes by their triangle counts; or as far as the error stays within E of each
 * mesh's extent. Materials stay apart (each mesh alone). Reported: triangles before and after and
 * the largest error reached.
 *
 * @param name the option's name
 * @param ratio the share of triangles kept (0 to 1), or -1
 * @param triangles the model's triangles to keep, or -1
 * @param error the largest error allowed, relative to a mesh's extent
 * @param weights how much the meshes' attributes count in the error
 */
record MeshSimplification(String name, double ratio, long triangles, double error, AttributeWeights weights)
        implements ModelEdit {
    MeshSimplification {
        Objects.requireNonNull(weights, "weights");
        if (ratio != -1 && !(ratio >= 0 && ratio <= 1)) {
            throw new IllegalArgumentException("a simplification keeps a share of 0 to 1 of the triangles, not " + ratio);
        }
        if (triangles < -1 || !(error >= 0)) {
            throw new IllegalArgumentException("a simplification keeps 0 or more triangles within an error of 0 or"
                    + " more, not " + triangles + " and " + error);
        }
    }

    @Override
    public String parameters() {
        return ratio >= 0 ? number(ratio) : triangles >= 0 ? String.valueOf(triangles) : number(error);
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        long total = model.triangleCount();
        List<Mesh> meshes = new ArrayList<>();
        long before = 0;
        long after = 0;
        double reached = 0;
        for (Mesh mesh : model.meshes()) {
            int target = target(mesh.triangleCount(), total);
            Simplifier.Result r = Simplifier.simplify(mesh, target, error, weights);
            meshes.add(r.mesh());
            before += r.trianglesBefore();
            after += r.trianglesAfter();
            reached = Math.max(reached, r.error());
        }
        if (after == before) {
            EditReport.unchanged(this, source, report, "no triangle could be removed within the error allowed");
            return model;
        }
        EditReport.changed(this, source, report, before + " triangles to " + after + " (" + number(100.0 * after / before)
                + "%), largest error " + number(reached) + " of a mesh's extent");
        return model.toBuilder().meshes(meshes).build();
    }

    /** A mesh's target: its share by ratio, or of the model's target by its triangles, or none (0: the error decides). */
    private int target(int meshTriangles, long total) {
        if (ratio >= 0) {
            return (int) Math.ceil(meshTriangles * ratio);
        }
        if (triangles >= 0) {
            return total == 0 ? 0 : (int) Math.round((double) triangles * meshTriangles / total);
        }
        return 0;
    }

    private static String number(double x) {
        return String.format(Locale.ROOT, "%.4g", x);
    }
}
