package io.meshport.md5.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.md5.Md5AnimatedJoint;
import io.meshport.md5.Md5Document;
import io.meshport.md5.Md5Joint;
import io.meshport.md5.Md5Mesh;
import io.meshport.md5.internal.rules.Md5Pose;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.ReferenceBlend;
import io.meshport.model.derive.SmoothNormals;
import io.meshport.model.derive.Tangents;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles an MD5 document into the model as the reference compiler ({@code iqm.cpp},
 * {@code loadmd5mesh} and {@code loadmd5anim}) imports it.
 *
 * <p>A mesh file: the joints' model-space bind poses made relative to their parents
 * ({@code makerelativebasepose}); each vertex's position the sum of its weights' positions turned
 * into model space by their joints, times their biases, in double precision; normals smoothed over
 * every corner of the file at one position with the same texture coordinates, weighted by area
 * (the reference's {@code smoothverts} with {@code F_UVSMOOTH}) and tangents from them
 * ({@code calctangents}); blend weights reduced as its
 * {@code blendcombo} does (weights of 1e-3 or less dropped, the four largest kept, renormalised)
 * and stored as bytes that sum to 255. An animation file: one animation named after the file,
 * its frames the base frame with each joint's animated components in their place.
 */
public final class Md5Compiler {
    /** idTech 4's axes, which are the Quake family's: Z up, right-handed, clockwise front faces. */
    public static final Conventions CONVENTIONS = Conventions.Z_UP_RIGHT_CW;

    private Md5Compiler() {
    }

    /** The model {@code document} makes; an animation is named after {@code sourceName}'s file name. */
    public static Model compile(Md5Document document, String sourceName, Diagnostics diagnostics) {
        return document.kind() == Md5Document.Kind.MESH ? mesh(document, sourceName, diagnostics)
                : animation(document, sourceName);
    }

    // ------------------------------------------------------------ .md5mesh

    private static Model mesh(Md5Document doc, String source, Diagnostics diagnostics) {
        List<Md5Joint> joints = doc.joints();
        Md5Pose[] absolute = new Md5Pose[joints.size()];
        for (int j = 0; j < absolute.length; j++) {
            Md5Joint mj = joints.get(j);
            absolute[j] = Md5Pose.withImpliedW(mj.x(), mj.y(), mj.z(), mj.qx(), mj.qy(), mj.qz());
        }
        Model.Builder model = Model.builder().conventions(CONVENTIONS);
        boolean unskinned = unskinned(doc);
        for (int j = 0; j < absolute.length && !unskinned; j++) {
            Md5Joint mj = joints.get(j);
            Md5Pose pose = mj.parent() < 0 ? absolute[j] : absolute[mj.parent()].relative(absolute[j]);
            model.addJoint(new Joint(mj.name(), mj.parent(), transform(pose)));
        }

        // positions of every mesh, in one array, for smoothing across the file as the reference does
        int totalVertices = 0;
        int totalTriangles = 0;
        for (Md5Mesh m : doc.meshes()) {
            totalVertices = Math.addExact(totalVertices, m.vertexCount());
            totalTriangles = Math.addExact(totalTriangles, m.triangleCount());
        }
        float[] positions = new float[Math.multiplyExact(totalVertices, 3)];
        double[] texcoords = new double[Math.multiplyExact(totalVertices, 2)];
        int[] triangles = new int[Math.multiplyExact(totalTriangles, 3)];
        int vertexBase = 0;
        int cornerBase = 0;
        int overWeighted = 0;
        for (Md5Mesh m : doc.meshes()) {
            skin(m, absolute, positions, vertexBase);
            System.arraycopy(m.texcoords(), 0, texcoords, vertexBase * 2, m.vertexCount() * 2);
            int[] t = m.triangles();
            for (int i = 0; i < t.length; i++) {
                triangles[cornerBase + i] = vertexBase + t[i];
            }
            for (int c : m.weightCounts()) {
                overWeighted += c > ReferenceBlend.SLOTS ? 1 : 0;
            }
            vertexBase += m.vertexCount();
            cornerBase += t.length;
        }
        if (overWeighted > 0) {
            diagnostics.warn(source, overWeighted + " vertices have more than " + ReferenceBlend.SLOTS
                    + " weights: the four largest are kept, renormalised, as the reference compiler keeps them");
        }
        float[] normals = normals(positions, texcoords, triangles, totalVertices);

        vertexBase = 0;
        cornerBase = 0;
        for (Md5Mesh m : doc.meshes()) {
            model.addMesh(mesh(m, unskinned ? 0 : joints.size(), positions, normals, vertexBase, triangles,
                    cornerBase));
            vertexBase += m.vertexCount();
            cornerBase += m.triangleCount() * 3;
        }
        return model.build();
    }

    /**
     * Whether the file is one meshport wrote for a model without a skeleton: its command line says so
     * and its one joint is the identity, which the model leaves out with the blend weights; or, without
     * meshes, its joints were only named to write animations without a skeleton.
     */
    private static boolean unskinned(Md5Document doc) {
        if (doc.commandLine().equals(Md5Document.UNNAMED_JOINTS) && doc.meshes().isEmpty()) {
            return true;
        }
        if (!doc.commandLine().equals(Md5Document.UNSKINNED) || doc.joints().size() != 1) {
            return false;
        }
        Md5Joint j = doc.joints().get(0);
        return j.parent() == -1 && j.x() == 0 && j.y() == 0 && j.z() == 0 && j.qx() == 0 && j.qy() == 0 && j.qz() == 0;
    }

    /** Each vertex's position, skinned in double ({@link Md5Pose#skin}) and rounded to float. */
    private static void skin(Md5Mesh m, Md5Pose[] joints, float[] out, int vertexBase) {
        int[] start = m.weightStarts();
        int[] count = m.weightCounts();
        int[] joint = m.weightJoints();
        double[] bias = m.weightBiases();
        double[] wp = m.weightPositions();
        for (int v = 0; v < start.length; v++) {
            double[] p = Md5Pose.skin(joints, joint, bias, wp, start[v], count[v]);
            out[(vertexBase + v) * 3] = (float) p[0];
            out[(vertexBase + v) * 3 + 1] = (float) p[1];
            out[(vertexBase + v) * 3 + 2] = (float) p[2];
        }
    }

    /**
     * One normal per vertex: the corners at one position smooth together when their texture
     * coordinates are equal (every corner of a vertex has its vertex's), so each vertex gets one.
     */
    private static float[] normals(float[] positions, double[] texcoords, int[] triangles, int vertexCount) {
        SmoothNormals.Result r = SmoothNormals.compute(positions, triangles, true, (ta, ca, tb, cb) -> {
            int a = triangles[ta * 3 + ca];
            int b = triangles[tb * 3 + cb];
            return texcoords[2 * a] == texcoords[2 * b] && texcoords[2 * a + 1] == texcoords[2 * b + 1];
        });
        float[] normals = new float[vertexCount * 3];
        int[] group = r.cornerGroup();
        float[] groupNormals = r.normals();
        for (int c = 0; c < triangles.length; c++) {
            System.arraycopy(groupNormals, group[c] * 3, normals, triangles[c] * 3, 3);
        }
        return normals;
    }

    private static Mesh mesh(Md5Mesh m, int jointCount, float[] positions, float[] normals, int vertexBase,
            int[] triangles, int cornerBase) {
        int n = m.vertexCount();
        float[] p = new float[n * 3];
        System.arraycopy(positions, vertexBase * 3, p, 0, n * 3);
        float[] nv = new float[n * 3];
        System.arraycopy(normals, vertexBase * 3, nv, 0, n * 3);
        double[] uv = m.texcoords();
        float[] t = new float[n * 2];
        for (int i = 0; i < t.length; i++) {
            t[i] = (float) uv[i];
        }
        int[] tri = new int[m.triangleCount() * 3];
        for (int i = 0; i < tri.length; i++) {
            tri[i] = triangles[cornerBase + i] - vertexBase;
        }
        Mesh.Builder b = Mesh.builder(m.name()).material(m.shader().orElse("")).vertexCount(n)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), p))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2), t))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3), nv))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TANGENT, ComponentType.FLOAT, 4),
                        Tangents.compute(p, t, nv, tri)))
                .trianglesOwned(tri);
        if (jointCount > 0) {
            blends(m, jointCount, b);
        }
        return b.build();
    }

    /** Blend indexes and weights as the reference's {@code blendcombo} makes and serialises them ({@link ReferenceBlend}). */
    private static void blends(Md5Mesh m, int jointCount, Mesh.Builder b) {
        int n = m.vertexCount();
        ComponentType indexType = jointCount <= 256 ? ComponentType.UBYTE : ComponentType.USHORT;
        VertexArray.Builder indexes = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, indexType, ReferenceBlend.SLOTS), n);
        VertexArray.Builder weights = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, ReferenceBlend.SLOTS), n);
        int[] start = m.weightStarts();
        int[] count = m.weightCounts();
        int[] joint = m.weightJoints();
        double[] bias = m.weightBiases();
        ReferenceBlend blend = new ReferenceBlend();
        for (int v = 0; v < n; v++) {
            blend.clear();
            for (int k = start[v]; k < start[v] + count[v]; k++) {
                blend.add(bias[k], joint[k]);
            }
            int[] bytes = blend.bytes();
            for (int s = 0; s < ReferenceBlend.SLOTS; s++) {
                indexes.set(v, s, s < blend.used() ? blend.joint(s) : 0);
                weights.set(v, s, bytes[s]);
            }
        }
        b.addArray(indexes.build()).addArray(weights.build());
    }

    // ------------------------------------------------------------ .md5anim

    private static Model animation(Md5Document doc, String source) {
        List<Md5AnimatedJoint> hierarchy = doc.hierarchy();
        double[] base = doc.baseFrame();
        double[] values = doc.frames();
        int joints = hierarchy.size();
        int components = doc.animatedComponents();
        Model.Builder model = Model.builder().conventions(CONVENTIONS);
        for (int j = 0; j < joints; j++) {
            Md5AnimatedJoint h = hierarchy.get(j);
            Md5Pose pose = Md5Pose.withImpliedW(base[6 * j], base[6 * j + 1], base[6 * j + 2], base[6 * j + 3],
                    base[6 * j + 4], base[6 * j + 5]);
            model.addJoint(new Joint(h.name(), h.parent(), transform(pose)));
        }
        float[] channels = new float[Math.multiplyExact(Math.multiplyExact(doc.frameCount(), joints), Transform.CHANNELS)];
        double[] pose = new double[6];
        for (int f = 0; f < doc.frameCount(); f++) {
            for (int j = 0; j < joints; j++) {
                System.arraycopy(base, 6 * j, pose, 0, 6);
                Md5AnimatedJoint h = hierarchy.get(j);
                int at = f * components + h.start();
                for (int c = 0; c < 6; c++) {
                    if ((h.flags() & (1 << c)) != 0) {
                        pose[c] = values[at++];
                    }
                }
                Md5Pose p = Md5Pose.withImpliedW(pose[0], pose[1], pose[2], pose[3], pose[4], pose[5]);
                transform(p).toChannels(channels, (f * joints + j) * Transform.CHANNELS);
            }
        }
        model.addAnimation(joints == 0 ? Animation.empty(animationName(source), (float) doc.frameRate(), false,
                doc.frameCount()) : Animation.of(animationName(source), (float) doc.frameRate(), false, joints, channels));
        double[] b = doc.bounds();
        if (b.length > 0 && joints > 0) {
            List<Bounds> bounds = new ArrayList<>();
            for (int f = 0; f < doc.frameCount(); f++) {
                bounds.add(box(b, f * 6));
            }
            model.frameBounds(bounds);
        }
        return model.build();
    }

    /** The file's name without its folder and extension, as the reference names an animation after its input. */
    static String animationName(String source) {
        String name = source == null ? "animation" : source;
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        name = name.substring(slash + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** A frame's box, with the radii of the circle and sphere about the origin that hold its corners. */
    private static Bounds box(double[] b, int at) {
        double xy = 0;
        double all = 0;
        for (int corner = 0; corner < 8; corner++) {
            double x = b[at + ((corner & 1) == 0 ? 0 : 3)];
            double y = b[at + 1 + ((corner & 2) == 0 ? 0 : 3)];
            double z = b[at + 2 + ((corner & 4) == 0 ? 0 : 3)];
            xy = Math.max(xy, x * x + y * y);
            all = Math.max(all, x * x + y * y + z * z);
        }
        return new Bounds((float) b[at], (float) b[at + 1], (float) b[at + 2], (float) b[at + 3], (float) b[at + 4],
                (float) b[at + 5], (float) Math.sqrt(xy), (float) Math.sqrt(all));
    }

    private static Transform transform(Md5Pose p) {
        return new Transform((float) p.x(), (float) p.y(), (float) p.z(), (float) p.qx(), (float) p.qy(),
                (float) p.qz(), (float) p.qw(), 1, 1, 1);
    }
}
