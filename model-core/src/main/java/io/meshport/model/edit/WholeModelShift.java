package io.meshport.model.edit;

import io.meshport.model.AttributeKind;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.math.SpatialMap;
import java.util.ArrayList;
import java.util.List;

/**
 * The whole model moved by a vector: mesh positions, root joints' base and animated poses (the
 * skeleton moves with its skin, unlike the reference compiler's mesh-only translation), frame
 * bounds and coordinates in extras. Integer positions become float when the move is not whole.
 */
final class WholeModelShift {
    private WholeModelShift() {
    }

    /** The model's bind-pose positions' bounds: min x, y, z, max x, y, z; null without vertices. */
    static double[] bounds(Model model) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        boolean any = false;
        for (Mesh mesh : model.meshes()) {
            VertexArray p = mesh.array(AttributeKind.POSITION).orElse(null);
            if (p == null) {
                continue;
            }
            for (int v = 0; v < p.vertexCount(); v++) {
                for (int c = 0; c < 3; c++) {
                    double x = c < p.size() ? p.getDouble(v, c) : 0;
                    if (Double.isFinite(x)) {
                        b[c] = Math.min(b[c], x);
                        b[c + 3] = Math.max(b[c + 3], x);
                        any = true;
                    }
                }
            }
        }
        return any ? b : null;
    }

    static Model shifted(Model model, double[] d) {
        Model.Builder b = model.toBuilder();
        SpatialMap map = SpatialMap.of(new double[] {1, 0, 0, 0, 1, 0, 0, 0, 1}, d.clone(), false);
        boolean whole = d[0] == Math.rint(d[0]) && d[1] == Math.rint(d[1]) && d[2] == Math.rint(d[2]);
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            Mesh.Builder mb = mesh.toBuilder();
            mesh.array(AttributeKind.POSITION).ifPresent(p -> mb.putArray(moved(p, d, whole)));
            SpatialExtras.transform(mesh, mb, map);
            meshes.add(mb.build());
        }
        b.meshes(meshes);
        List<Joint> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            joints.add(j.isRoot() ? new Joint(j.name(), j.parent(), moved(j.basePose(), d)) : j);
        }
        b.joints(joints);
        List<Animation> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            float[] channels = a.channels();
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < a.jointCount(); j++) {
                    // without a skeleton every animated joint is taken as a root
                    if (model.joints().isEmpty() || j < model.joints().size() && model.joints().get(j).isRoot()) {
                        int at = (f * a.jointCount() + j) * Transform.CHANNELS;
                        for (int c = 0; c < 3; c++) {
                            channels[at + c] += (float) d[c];
                        }
                    }
                }
            }
            animations.add(Animation.of(a.name(), a.framerate(), a.loop(), a.jointCount(), channels));
        }
        b.animations(animations);
        SpatialExtras.transform(model, b, map);
        if (!model.frameBounds().isEmpty()) {
            Model moved = b.build();
            List<Bounds> skinned = SkinnedBounds.of(moved);
            List<Bounds> bounds = skinned.isEmpty() ? shiftedBounds(model.frameBounds(), d) : skinned;
            b.frameBounds(bounds);
        }
        return b.build();
    }

    private static VertexArray moved(VertexArray p, double[] d, boolean whole) {
        ComponentType type = p.descriptor().component();
        boolean floating = type == ComponentType.FLOAT || type == ComponentType.DOUBLE || type == ComponentType.HALF;
        VertexArray a = floating || whole ? p.convert(type, Math.max(3, p.size()), 0)
                : p.convert(ComponentType.FLOAT, Math.max(3, p.size()), 0);
        VertexArray.Builder b = new VertexArray.Builder(a.descriptor(), a.vertexCount());
        for (int v = 0; v < a.vertexCount(); v++) {
            for (int c = 0; c < a.size(); c++) {
                b.set(v, c, a.getDouble(v, c) + (c < 3 ? d[c] : 0));
            }
        }
        return b.build();
    }

    private static Transform moved(Transform t, double[] d) {
        return new Transform((float) (t.tx() + d[0]), (float) (t.ty() + d[1]), (float) (t.tz() + d[2]), t.qx(), t.qy(),
                t.qz(), t.qw(), t.sx(), t.sy(), t.sz());
    }

    /** Bounds moved; the radii (about the origin) grown by the move, so that they still hold. */
    private static List<Bounds> shiftedBounds(List<Bounds> old, double[] d) {
        double all = Math.sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        List<Bounds> out = new ArrayList<>();
        for (Bounds b : old) {
            out.add(new Bounds((float) (b.minX() + d[0]), (float) (b.minY() + d[1]), (float) (b.minZ() + d[2]),
                    (float) (b.maxX() + d[0]), (float) (b.maxY() + d[1]), (float) (b.maxZ() + d[2]),
                    (float) (b.xyRadius() + all), (float) (b.radius() + all)));
        }
        return out;
    }
}
