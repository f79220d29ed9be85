package io.meshport.harness;

import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The differences between two models, for semantic round-trip laws: the same meshes (names,
 * materials, triangles, streams by name and value), joints, animations and bounds, with value
 * tolerances for formats that quantise or print decimals. Quaternions q and -q are the same
 * rotation. Lists at most {@link #LIMIT} differences.
 */
public final class ModelDiff {
    static final int LIMIT = 20;

    /** Tolerances: vertex values, pose channels, bounds; and whether stream layouts must match too. */
    public record Tolerance(double vertex, double pose, double bounds, boolean sameLayouts) {
        public static final Tolerance EXACT = new Tolerance(0, 0, 0, true);

        public Tolerance withPose(double newPose) {
            return new Tolerance(vertex, newPose, bounds, sameLayouts);
        }
    }

    private final List<String> out = new ArrayList<>();
    private final Tolerance tol;

    private ModelDiff(Tolerance tol) {
        this.tol = tol;
    }

    public static List<String> between(Model expected, Model actual, Tolerance tol) {
        ModelDiff d = new ModelDiff(tol);
        d.models(expected, actual);
        return d.out;
    }

    /** Fails with the listed differences when there are any. */
    public static void assertEquivalent(Model expected, Model actual, Tolerance tol) {
        List<String> diffs = between(expected, actual, tol);
        if (!diffs.isEmpty()) {
            throw new AssertionError("models differ:\n  " + String.join("\n  ", diffs));
        }
    }

    private void add(String s) {
        if (out.size() < LIMIT) {
            out.add(s);
        }
    }

    private void models(Model e, Model a) {
        if (e.meshes().size() != a.meshes().size()) {
            add("mesh count " + e.meshes().size() + " != " + a.meshes().size());
        }
        for (int i = 0; i < Math.min(e.meshes().size(), a.meshes().size()); i++) {
            mesh("mesh " + i, e.meshes().get(i), a.meshes().get(i));
        }
        if (e.joints().size() != a.joints().size()) {
            add("joint count " + e.joints().size() + " != " + a.joints().size());
        }
        for (int i = 0; i < Math.min(e.joints().size(), a.joints().size()); i++) {
            Joint je = e.joints().get(i), ja = a.joints().get(i);
            if (!je.name().equals(ja.name()) || je.parent() != ja.parent()) {
                add("joint " + i + ": " + je.name() + "/" + je.parent() + " != " + ja.name() + "/" + ja.parent());
            }
            transform("joint " + i + " base pose", je.basePose(), ja.basePose());
        }
        if (e.animations().size() != a.animations().size()) {
            add("animation count " + e.animations().size() + " != " + a.animations().size());
        }
        for (int i = 0; i < Math.min(e.animations().size(), a.animations().size()); i++) {
            animation("animation " + i, e.animations().get(i), a.animations().get(i));
        }
        if (e.frameBounds().size() != a.frameBounds().size()) {
            add("frame bounds " + e.frameBounds().size() + " != " + a.frameBounds().size());
        } else {
            for (int i = 0; i < e.frameBounds().size(); i++) {
                bounds("bounds " + i, e.frameBounds().get(i), a.frameBounds().get(i));
            }
        }
        if (!Objects.equals(e.comment(), a.comment())) {
            add("comment " + e.comment() + " != " + a.comment());
        }
    }

    private void mesh(String where, Mesh e, Mesh a) {
        if (!e.name().equals(a.name()) || !e.material().equals(a.material())) {
            add(where + ": name/material " + e.name() + "/" + e.material() + " != " + a.name() + "/" + a.material());
        }
        if (e.vertexCount() != a.vertexCount()) {
            add(where + ": vertices " + e.vertexCount() + " != " + a.vertexCount());
            return;
        }
        if (!Arrays.equals(e.triangleIndices(), a.triangleIndices())) {
            add(where + ": triangles differ (" + e.triangleCount() + " vs " + a.triangleCount() + ")");
        }
        for (VertexArray ea : e.arrays()) {
            String name = ea.descriptor().attributeName();
            VertexArray aa = a.array(name).orElse(null);
            if (aa == null) {
                add(where + ": stream " + name + " missing");
                continue;
            }
            if (tol.sameLayouts() && !ea.descriptor().equals(aa.descriptor())) {
                add(where + ": stream " + name + " " + ea.descriptor() + " != " + aa.descriptor());
                continue;
            }
            int size = Math.min(ea.size(), aa.size());
            for (int v = 0; v < ea.vertexCount(); v++) {
                for (int c = 0; c < size; c++) {
                    double x = ea.getNormalized(v, c), y = aa.getNormalized(v, c);
                    if (!close(x, y, tol.vertex())) {
                        add(where + ": " + name + "[" + v + "][" + c + "] " + x + " != " + y);
                        break;
                    }
                }
            }
        }
        for (VertexArray aa : a.arrays()) {
            if (e.array(aa.descriptor().attributeName()).isEmpty()) {
                add(where + ": unexpected stream " + aa.descriptor().attributeName());
            }
        }
    }

    private void animation(String where, Animation e, Animation a) {
        if (!e.name().equals(a.name()) || e.loop() != a.loop() || Float.compare(e.framerate(), a.framerate()) != 0) {
            add(where + ": " + e + " != " + a);
        }
        if (e.frameCount() != a.frameCount() || e.jointCount() != a.jointCount()) {
            add(where + ": shape " + e + " != " + a);
            return;
        }
        for (int f = 0; f < e.frameCount(); f++) {
            for (int j = 0; j < e.jointCount(); j++) {
                transform(where + " frame " + f + " joint " + j, e.pose(f, j), a.pose(f, j));
            }
        }
    }

    private void transform(String where, Transform e, Transform a) {
        boolean flipped = e.qx() * a.qx() + e.qy() * a.qy() + e.qz() * a.qz() + e.qw() * a.qw() < 0;
        for (int c = 0; c < Transform.CHANNELS; c++) {
            double x = e.channel(c), y = a.channel(c);
            if (flipped && c >= 3 && c <= 6) {
                y = -y;
            }
            if (!close(x, y, tol.pose())) {
                add(where + ": " + e + " != " + a);
                return;
            }
        }
    }

    private void bounds(String where, Bounds e, Bounds a) {
        float[] x = {e.minX(), e.minY(), e.minZ(), e.maxX(), e.maxY(), e.maxZ(), e.xyRadius(), e.radius()};
        float[] y = {a.minX(), a.minY(), a.minZ(), a.maxX(), a.maxY(), a.maxZ(), a.xyRadius(), a.radius()};
        for (int i = 0; i < x.length; i++) {
            if (!close(x[i], y[i], tol.bounds())) {
                add(where + ": " + e + " != " + a);
                return;
            }
        }
    }

    /** Equal within an absolute-or-relative tolerance; NaN equals NaN. */
    static boolean close(double x, double y, double tolerance) {
        if (Double.compare(x, y) == 0 || x == y) {
            return true;
        }
        double diff = Math.abs(x - y);
        return diff <= tolerance || diff <= tolerance * Math.max(Math.abs(x), Math.abs(y));
    }
}
