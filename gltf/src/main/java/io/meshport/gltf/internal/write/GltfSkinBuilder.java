package io.meshport.gltf.internal.write;

import io.meshport.gltf.internal.GltfBufferBuilder;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.impl.DefaultNodeModel;
import de.javagl.jgltf.model.impl.DefaultSkinModel;
import io.meshport.gltf.GltfFormat;
import io.meshport.gltf.internal.GltfMatrix;
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
            world[i] = joint.isRoot() ? pose.matrix() : GltfMatrix.multiply(world[joint.parent()], pose.matrix());
            double[] inverse = inverseBind(world[i]);
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

    /**
     * The inverse of a joint's base pose in model space as a glTF accessor holds it, or null when
     * there is none: a singular linear part (a zero scale), or numbers beyond a float's range.
     */
    private static double[] inverseBind(double[] world) {
        double[] inverse = GltfMatrix.inverse(world);
        if (inverse == null) {
            return null;
        }
        for (double x : inverse) {
            if (!Double.isFinite(x) || Math.abs(x) > Float.MAX_VALUE) {
                return null;
            }
        }
        return inverse;
    }
}
