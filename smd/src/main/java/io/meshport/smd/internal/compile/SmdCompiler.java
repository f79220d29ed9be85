package io.meshport.smd.internal.compile;

import io.meshport.format.AnimationFiles;
import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.ReferenceBlend;
import io.meshport.model.derive.Tangents;
import io.meshport.model.derive.Welding;
import io.meshport.smd.SmdDocument;
import io.meshport.smd.SmdFrame;
import io.meshport.smd.SmdNode;
import io.meshport.smd.SmdTriangles;
import io.meshport.smd.internal.rules.SmdBlend;
import io.meshport.smd.internal.rules.SmdEuler;
import java.util.List;

/**
 * Compiles an SMD document into the model as the reference compiler ({@code iqm.cpp},
 * {@code loadsmd} and the {@code smd::} readers) imports it.
 *
 * <p>The bones are the joints; each joint's bind pose is its first frame's ({@code time 0}) pose,
 * relative to its parent as SMD writes it, the Euler angles turned into a quaternion by
 * {@code Quat::fromangles} ({@link SmdEuler}). No axis is turned; each triangle's corners are
 * reversed (SMD's front faces are counterclockwise, the model's clockwise). A reference file (one with a
 * triangles block) gives meshes: the triangles of one material (in the order materials first come)
 * make one mesh, named after the material without its extension (from its first dot); each corner
 * is a vertex with the file's position, normal (used as written: the reference smooths nothing when
 * a file has normals) and texture coordinates with v turned to {@code 1 - v}; its blend weights are
 * its links combined with its parent bone ({@link SmdBlend}); equal vertices are welded (the
 * reference's {@code makemeshes}) and tangents derived from them ({@code calctangents}). Frames after
 * the first are not read in a reference file. An animation file (no triangles block) gives the
 * skeleton and one animation named after the file, every frame in it, a bone a frame leaves out
 * keeping its first frame's pose; its frame rate is 0, as the reference leaves it unless
 * {@code --fps} says one.
 */
public final class SmdCompiler {
    /**
     * The Quake family's axes, which GoldSrc's and Source's are, and which the reference keeps: Z up,
     * right-handed; clockwise front faces once a triangle's lines are reversed, as the reference reverses them.
     */
    public static final Conventions CONVENTIONS = Conventions.Z_UP_RIGHT_CW;

    private SmdCompiler() {
    }

    /** The model {@code document} makes; an animation is named after {@code sourceName}'s file name. */
    public static Model compile(SmdDocument document, String sourceName, Diagnostics diagnostics) {
        Model.Builder model = Model.builder().conventions(CONVENTIONS);
        Transform[] base = basePoses(document);
        boolean unskinned = unskinned(document);
        if (!unskinned) {
            List<SmdNode> nodes = document.nodes();
            for (int b = 0; b < nodes.size(); b++) {
                model.addJoint(new Joint(nodes.get(b).name(), nodes.get(b).parent(), base[b]));
            }
        }
        if (document.kind() == SmdDocument.Kind.ANIMATION) {
            model.addAnimation(animation(document, base, AnimationFiles.nameOf(sourceName)));
            return model.build();
        }
        if (document.frames().size() > 1) {
            diagnostics.warn(sourceName, "the skeleton's " + (document.frames().size() - 1) + " frames after time 0"
                    + " are not read: a reference file's skeleton is its bind pose (as the reference compiler reads it)");
        }
        SmdTriangles triangles = document.triangles().orElseThrow();
        new SmdMeshes(triangles, unskinned ? 0 : document.nodes().size(), sourceName, diagnostics).addTo(model);
        return model.build();
    }

    /**
     * Whether the file is one meshport wrote for a model without a skeleton (it has the mark): the
     * model leaves the bones out, with the blend weights of a reference file; an animation file's
     * poses stay, for the skeleton of the model it is added to.
     */
    private static boolean unskinned(SmdDocument doc) {
        return doc.unskinnedMark();
    }

    /** Each bone's first-frame pose. */
    private static Transform[] basePoses(SmdDocument doc) {
        Transform[] base = new Transform[doc.nodes().size()];
        if (!doc.frames().isEmpty()) {
            place(doc.frames().get(0), base);
        }
        return base;
    }

    /** Puts each pose line of {@code frame} in {@code poses} at its bone. */
    private static void place(SmdFrame frame, Transform[] poses) {
        for (int line = 0; line < frame.size(); line++) {
            poses[frame.bone(line)] = transform(frame.value(line, 0), frame.value(line, 1), frame.value(line, 2),
                    frame.value(line, 3), frame.value(line, 4), frame.value(line, 5));
        }
    }

    /** A pose: position and the rotation of Euler angles, as floats. */
    static Transform transform(double x, double y, double z, double rx, double ry, double rz) {
        double[] q = SmdEuler.quaternion(rx, ry, rz);
        return new Transform((float) x, (float) y, (float) z, (float) q[0], (float) q[1], (float) q[2], (float) q[3],
                1, 1, 1);
    }

    private static Animation animation(SmdDocument doc, Transform[] base, String name) {
        int bones = base.length;
        int frames = doc.frames().size();
        if (bones == 0) {
            return Animation.empty(name, 0, false, frames);
        }
        float[] channels = new float[Math.multiplyExact(Math.multiplyExact(frames, bones), Transform.CHANNELS)];
        Transform[] pose = new Transform[bones];
        for (int f = 0; f < frames; f++) {
            System.arraycopy(base, 0, pose, 0, bones);
            place(doc.frames().get(f), pose);
            for (int b = 0; b < bones; b++) {
                pose[b].toChannels(channels, (f * bones + b) * Transform.CHANNELS);
            }
        }
        return Animation.of(name, 0, false, bones, channels);
    }

    /**
     * The model's material of a material line: the word as it is, but one that starts with {@code ""}
     * (two quotes), which the writer gives a mesh without a material (SMD has no empty material
     * line), is none.
     */
    public static String material(String word) {
        return word.startsWith(NO_MATERIAL) ? "" : word;
    }

    /**
     * The material word of the {@code k}th mesh without a material: {@code ""}, then {@code ""2},
     * {@code ""3}, ..., so that the meshes stay apart (a reader joins the triangles of one material).
     */
    public static String noMaterial(int k) {
        return k == 0 ? NO_MATERIAL : NO_MATERIAL + (k + 1);
    }

    private static final String NO_MATERIAL = "\"\"";

    /** A mesh's name as the reference gives it: its material up to the first dot ({@code readmaterial}). */
    public static String meshName(String material) {
        int dot = material.indexOf('.');
        return dot < 0 ? material : material.substring(0, dot);
    }

    /** The meshes of a triangles block, one per material. */
    private static final class SmdMeshes {
        private final SmdTriangles triangles;
        private final int bones;
        private final String source;
        private final Diagnostics diagnostics;
        private final int[] material;
        private final int[] parent;
        private final double[] values;
        private final int[] linkCount;
        private final int[] linkStart;
        private final int[] linkBone;
        private final double[] linkWeight;

        SmdMeshes(SmdTriangles triangles, int bones, String source, Diagnostics diagnostics) {
            this.triangles = triangles;
            this.bones = bones;
            this.source = source;
            this.diagnostics = diagnostics;
            this.material = triangles.materialIndexes();
            this.parent = triangles.parents();
            this.values = triangles.values();
            this.linkCount = triangles.linkCounts();
            this.linkBone = triangles.linkBones();
            this.linkWeight = triangles.linkWeights();
            this.linkStart = new int[linkCount.length];
            int at = 0;
            for (int v = 0; v < linkCount.length; v++) {
                linkStart[v] = at;
                at += Math.max(0, linkCount[v]);
            }
        }

        void addTo(Model.Builder model) {
            List<String> materials = triangles.materials();
            int[] count = new int[materials.size()];
            for (int m : material) {
                count[m]++;
            }
            int[][] members = new int[materials.size()][];
            for (int m = 0; m < members.length; m++) {
                members[m] = new int[count[m]];
                count[m] = 0;
            }
            for (int t = 0; t < material.length; t++) {
                members[material[t]][count[material[t]]++] = t;
            }
            int overLinked = 0;
            for (int v = 0; v < linkCount.length; v++) {
                overLinked += linkCount[v] > ReferenceBlend.SLOTS ? 1 : 0;
            }
            if (overLinked > 0 && bones > 0) {
                diagnostics.warn(source, overLinked + " vertex lines have more than " + ReferenceBlend.SLOTS + " links: the"
                        + " four largest weights are kept, renormalised, as the reference compiler keeps them");
            }
            for (int m = 0; m < members.length; m++) {
                model.addMesh(mesh(materials.get(m), members[m]));
            }
        }

        private Mesh mesh(String materialWord, int[] tris) {
            String materialName = SmdCompiler.material(materialWord);
            int n = tris.length * 3;
            float[] p = new float[n * 3];
            float[] nv = new float[n * 3];
            float[] uv = new float[n * 2];
            for (int i = 0; i < n; i++) {
                int v = corner(tris, i);
                int at = v * SmdTriangles.VALUES;
                for (int c = 0; c < 3; c++) {
                    p[i * 3 + c] = (float) values[at + c];
                    nv[i * 3 + c] = (float) values[at + 3 + c];
                }
                uv[i * 2] = (float) values[at + 6];
                uv[i * 2 + 1] = (float) (1 - values[at + 7]); // the reference turns v: tc->y = 1 - tc->y
            }
            int[] corners = new int[n];
            for (int i = 0; i < n; i++) {
                corners[i] = i;
            }
            Mesh.Builder b = Mesh.builder(meshName(materialName)).material(materialName).vertexCount(n)
                    .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), p))
                    .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2), uv))
                    .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3), nv))
                    .trianglesOwned(corners);
            if (bones > 0) {
                blends(tris, b);
            }
            Mesh welded = Welding.weld(b.build());
            float[] wp = welded.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
            float[] wt = welded.array(AttributeKind.TEXCOORD).orElseThrow().toFloatArray();
            float[] wn = welded.array(AttributeKind.NORMAL).orElseThrow().toFloatArray();
            float[] tangents = Tangents.compute(wp, wt, wn, welded.triangleIndices());
            return welded.toBuilder().addArray(VertexArray.ofFloats(
                    VertexArrayDescriptor.of(AttributeKind.TANGENT, ComponentType.FLOAT, 4), tangents)).build();
        }

        /**
         * The vertex line of the mesh's corner {@code i}: a triangle's lines in reverse order. SMD's
         * front faces are counterclockwise (Blender's and studiomdl's); the reference reads a triangle's
         * three lines into its slots 2, 1, 0 ({@code readtriangles} steps its pointers back), which
         * makes them clockwise, as the model (and IQM) has them.
         */
        private static int corner(int[] tris, int i) {
            return tris[i / 3] * 3 + 2 - i % 3;
        }

        /** Each corner's links and parent as the reference combines them ({@link SmdBlend}), as bytes that sum to 255. */
        private void blends(int[] tris, Mesh.Builder b) {
            new ReferenceBlend().arrays(tris.length * 3, bones, (blend, i) -> {
                int v = corner(tris, i);
                SmdBlend.links(blend, parent[v], linkBone, linkWeight, linkStart[v], linkCount[v]);
            }).forEach(b::addArray);
        }
    }
}
