package io.meshport.md5.internal.compile;

import io.meshport.format.AnimationFiles;
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
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.Arrays;
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
        double[] exact = new double[Math.multiplyExact(totalVertices, 3)];
        double[] texcoords = new double[Math.multiplyExact(totalVertices, 2)];
        int[] triangles = new int[Math.multiplyExact(totalTriangles, 3)];
        int vertexBase = 0;
        int cornerBase = 0;
        int overWeighted = 0;
        for (Md5Mesh m : doc.meshes()) {
            skin(m, absolute, positions, exact, vertexBase);
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
        float[] normals = normals(positions, exact, texcoords, triangles, totalVertices);

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

    /**
     * Each vertex's position, skinned in double ({@link Md5Pose#skin}) and rounded to float, and the
     * double sum as the reference keeps it ({@link Md5Pose#sum}) in {@code exact}.
     */
    private static void skin(Md5Mesh m, Md5Pose[] joints, float[] out, double[] exact, int vertexBase) {
        int[] start = m.weightStarts();
        int[] count = m.weightCounts();
        int[] joint = m.weightJoints();
        double[] bias = m.weightBiases();
        double[] wp = m.weightPositions();
        for (int v = 0; v < start.length; v++) {
            double[] sum = Md5Pose.sum(joints, joint, bias, wp, start[v], count[v]);
            System.arraycopy(sum, 0, exact, (vertexBase + v) * 3, 3);
            double[] p = Md5Pose.withoutNoise(sum);
            out[(vertexBase + v) * 3] = (float) p[0];
            out[(vertexBase + v) * 3 + 1] = (float) p[1];
            out[(vertexBase + v) * 3 + 2] = (float) p[2];
        }
    }

    /**
     * The normals, as the reference's {@code smoothverts} welds corners for MD5 (smoothing angle -1,
     * {@code F_UVSMOOTH}): two corners smooth together when their double positions are equal, their
     * texture coordinates are equal, and the dot product of their triangles' unit normals (in double,
     * from the double positions) is not below -1. That last test only fails for back-to-back
     * triangles whose opposite normals' dot product rounds below -1: their corners stay apart, and an
     * MD5 vertex whose corners do gets one IQM vertex per normal (the reference's {@code weld}).
     *
     * @return per corner, three floats: its normal
     */
    private static float[] normals(float[] positions, double[] exact, double[] texcoords, int[] triangles,
            int vertexCount) {
        double[] faces = faceNormals(exact, triangles);
        SmoothNormals.Result r = SmoothNormals.compute(positions, triangles, true, (ta, ca, tb, cb) -> {
            int a = triangles[ta * 3 + ca];
            int b = triangles[tb * 3 + cb];
            return exact[3 * a] == exact[3 * b] && exact[3 * a + 1] == exact[3 * b + 1]
                    && exact[3 * a + 2] == exact[3 * b + 2]
                    && texcoords[2 * a] == texcoords[2 * b] && texcoords[2 * a + 1] == texcoords[2 * b + 1]
                    && !(faces[3 * ta] * faces[3 * tb] + faces[3 * ta + 1] * faces[3 * tb + 1]
                            + faces[3 * ta + 2] * faces[3 * tb + 2] < -1);
        });
        float[] normals = new float[triangles.length * 3];
        int[] group = r.cornerGroup();
        float[] groupNormals = r.normals();
        for (int c = 0; c < triangles.length; c++) {
            System.arraycopy(groupNormals, group[c] * 3, normals, c * 3, 3);
        }
        return normals;
    }

    /**
     * Each triangle's unit normal as the reference computes it: {@code (v2 - v0) x (v1 - v0)}
     * normalised by multiplying with {@code 1 / length}, in double (NaN for a degenerate triangle,
     * as there: it smooths with every corner).
     */
    private static double[] faceNormals(double[] p, int[] triangles) {
        double[] n = new double[triangles.length];
        for (int t = 0; t < triangles.length / 3; t++) {
            int a = 3 * triangles[3 * t];
            int b = 3 * triangles[3 * t + 1];
            int c = 3 * triangles[3 * t + 2];
            double ex = p[c] - p[a];
            double ey = p[c + 1] - p[a + 1];
            double ez = p[c + 2] - p[a + 2];
            double fx = p[b] - p[a];
            double fy = p[b + 1] - p[a + 1];
            double fz = p[b + 2] - p[a + 2];
            double x = ey * fz - ez * fy;
            double y = ez * fx - ex * fz;
            double z = ex * fy - ey * fx;
            double inverse = 1.0 / Math.sqrt(x * x + y * y + z * z);
            n[3 * t] = x * inverse;
            n[3 * t + 1] = y * inverse;
            n[3 * t + 2] = z * inverse;
        }
        return n;
    }

    /**
     * The mesh, one vertex per MD5 vertex and normal: an MD5 vertex whose corners smoothed apart
     * (back-to-back triangles, {@link #normals}) gives one vertex per distinct normal, as the
     * reference's vertices are told apart by their weld's normal; the first keeps its index, the
     * others follow the mesh's vertices.
     */
    private static Mesh mesh(Md5Mesh m, int jointCount, float[] positions, float[] cornerNormals, int vertexBase,
            int[] triangles, int cornerBase) {
        int n = m.vertexCount();
        int[] tri = new int[m.triangleCount() * 3];
        IntList source = new IntList(n);
        for (int v = 0; v < n; v++) {
            source.add(v);
        }
        int[] nextSplit = new int[n];
        Arrays.fill(nextSplit, -1);
        int[] firstCorner = new int[n];
        Arrays.fill(firstCorner, -1);
        IntList splitCorner = new IntList(4);
        IntList splitNext = new IntList(4);
        for (int i = 0; i < tri.length; i++) {
            int v = triangles[cornerBase + i] - vertexBase;
            int corner = cornerBase + i;
            if (firstCorner[v] < 0) {
                firstCorner[v] = corner;
                tri[i] = v;
                continue;
            }
            if (sameNormal(cornerNormals, firstCorner[v], corner)) {
                tri[i] = v;
                continue;
            }
            int at = -1;
            for (int s = nextSplit[v]; s >= 0; s = splitNext.get(s)) {
                if (sameNormal(cornerNormals, splitCorner.get(s), corner)) {
                    at = n + s;
                    break;
                }
            }
            if (at < 0) {
                int s = splitCorner.size();
                splitCorner.add(corner);
                splitNext.add(nextSplit[v]);
                nextSplit[v] = s;
                source.add(v);
                at = n + s;
            }
            tri[i] = at;
        }
        int count = source.size();
        float[] p = new float[count * 3];
        float[] nv = new float[count * 3];
        float[] t = new float[count * 2];
        double[] uv = m.texcoords();
        for (int o = 0; o < count; o++) {
            int v = source.get(o);
            int corner = o < n ? firstCorner[v] : splitCorner.get(o - n);
            System.arraycopy(positions, (vertexBase + v) * 3, p, o * 3, 3);
            if (corner >= 0) {
                System.arraycopy(cornerNormals, corner * 3, nv, o * 3, 3);
            }
            t[o * 2] = (float) uv[v * 2];
            t[o * 2 + 1] = (float) uv[v * 2 + 1];
        }
        Mesh.Builder b = Mesh.builder(m.name()).material(m.shader().orElse("")).vertexCount(count)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), p))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2), t))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3), nv))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TANGENT, ComponentType.FLOAT, 4),
                        Tangents.compute(p, t, nv, tri)))
                .trianglesOwned(tri);
        if (jointCount > 0) {
            blends(m, jointCount, source.toArray(), b);
        }
        return b.build();
    }

    private static boolean sameNormal(float[] normals, int a, int b) {
        return Float.floatToIntBits(normals[3 * a]) == Float.floatToIntBits(normals[3 * b])
                && Float.floatToIntBits(normals[3 * a + 1]) == Float.floatToIntBits(normals[3 * b + 1])
                && Float.floatToIntBits(normals[3 * a + 2]) == Float.floatToIntBits(normals[3 * b + 2]);
    }

    /** Blend indexes and weights as the reference's {@code blendcombo} makes and serialises them ({@link ReferenceBlend}). */
    private static void blends(Md5Mesh m, int jointCount, int[] source, Mesh.Builder b) {
        int[] start = m.weightStarts();
        int[] count = m.weightCounts();
        int[] joint = m.weightJoints();
        double[] bias = m.weightBiases();
        new ReferenceBlend().arrays(source.length, jointCount, (blend, o) -> {
            int v = source[o];
            for (int k = start[v]; k < start[v] + count[v]; k++) {
                blend.add(bias[k], joint[k]);
            }
        }).forEach(b::addArray);
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
        String name = AnimationFiles.nameOf(source);
        model.addAnimation(joints == 0 ? Animation.empty(name, (float) doc.frameRate(), false, doc.frameCount())
                : Animation.of(name, (float) doc.frameRate(), false, joints, channels));
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
