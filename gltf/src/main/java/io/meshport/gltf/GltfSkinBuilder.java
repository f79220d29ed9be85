package io.meshport.gltf;

import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.impl.DefaultNodeModel;
import de.javagl.jgltf.model.impl.DefaultSkinModel;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.Joint;
import java.util.ArrayList;
import java.util.List;

/**
 * The skeleton as glTF nodes and one skin: a node per joint, named as it, with its base pose as
 * the node's translation, rotation and scale, under its parent's node; the skin lists every joint
 * in model order, and its inverse bind matrices are the inverses of the joints' base poses in
 * model space (their parents' poses applied), so that a mesh in its bind pose skins to itself.
 */
final class GltfSkinBuilder {
    private GltfSkinBuilder() {
    }

    /** The joint nodes and skin, added to {@code gltf}; the roots' nodes are returned in model order. */
    record Skeleton(DefaultSkinModel skin, List<DefaultNodeModel> nodes, List<DefaultNodeModel> roots) {
    }

    static Skeleton build(List<Joint> joints, DefaultGltfModel gltf, GltfBufferBuilder buffers, Diagnostics losses) {
        List<DefaultNodeModel> nodes = new ArrayList<>();
        List<DefaultNodeModel> roots = new ArrayList<>();
        DefaultSkinModel skin = new DefaultSkinModel();
        double[][] world = new double[joints.size()][];
        float[] inverses = new float[joints.size() * 16];
        boolean invertible = true;
        int mended = 0;
        for (int i = 0; i < joints.size(); i++) {
            Joint joint = joints.get(i);
            GltfWritePose pose = GltfWritePose.of(joint.basePose());
            mended += pose.mended() ? 1 : 0;
            DefaultNodeModel node = new DefaultNodeModel();
            node.setName(joint.name());
            node.setTranslation(pose.translation());
            node.setRotation(pose.rotation());
            node.setScale(pose.scale());
            if (joint.isRoot()) {
                roots.add(node);
            } else {
                nodes.get(joint.parent()).addChild(node);
            }
            nodes.add(node);
            gltf.addNodeModel(node);
            skin.addJoint(node);
            world[i] = joint.isRoot() ? pose.matrix() : multiply(world[joint.parent()], pose.matrix());
            double[] inverse = invertAffine(world[i]);
            if (inverse == null) {
                invertible = false;
            } else {
                for (int k = 0; k < 16; k++) {
                    inverses[i * 16 + k] = (float) inverse[k];
                }
            }
        }
        if (mended > 0) {
            losses.lost(GltfFormat.NAME, mended + " joint base pose(s) with numbers that are not finite or a rotation "
                    + "not of unit length, mended (glTF requires both)", LossScope.maybe("joints"));
        }
        if (invertible) {
            skin.setInverseBindMatrices(buffers.floats(inverses, 16));
        } else {
            losses.warn(GltfFormat.NAME, "a joint's base pose in model space has no inverse (a zero scale?): the "
                    + "skin is written without inverse bind matrices");
        }
        gltf.addSkinModel(skin);
        return new Skeleton(skin, List.copyOf(nodes), List.copyOf(roots));
    }

    /** {@code a × b}, column-major 4×4. */
    static double[] multiply(double[] a, double[] b) {
        double[] m = new double[16];
        for (int col = 0; col < 4; col++) {
            for (int row = 0; row < 4; row++) {
                double s = 0;
                for (int k = 0; k < 4; k++) {
                    s += a[k * 4 + row] * b[col * 4 + k];
                }
                m[col * 4 + row] = s;
            }
        }
        return m;
    }

    /**
     * The inverse of an affine column-major 4×4 matrix (last row 0 0 0 1), or null when its 3×3
     * part is singular or the result is not finite (as it must be for a glTF accessor).
     */
    static double[] invertAffine(double[] m) {
        double a = m[0], b = m[4], c = m[8];
        double d = m[1], e = m[5], f = m[9];
        double g = m[2], h = m[6], k = m[10];
        double co0 = e * k - f * h, co1 = f * g - d * k, co2 = d * h - e * g;
        double det = a * co0 + b * co1 + c * co2;
        if (det == 0 || !Double.isFinite(det)) {
            return null;
        }
        double inv = 1 / det;
        // rows of the inverse 3×3 (the adjugate over the determinant)
        double[] r = {co0 * inv, (c * h - b * k) * inv, (b * f - c * e) * inv,
            co1 * inv, (a * k - c * g) * inv, (c * d - a * f) * inv,
            co2 * inv, (b * g - a * h) * inv, (a * e - b * d) * inv};
        double[] out = new double[16];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                out[col * 4 + row] = r[row * 3 + col];
            }
            out[12 + row] = -(r[row * 3] * m[12] + r[row * 3 + 1] * m[13] + r[row * 3 + 2] * m[14]);
        }
        out[15] = 1;
        for (double x : out) {
            if (!Double.isFinite(x) || Math.abs(x) > Float.MAX_VALUE) {
                return null;
            }
        }
        return out;
    }
}
