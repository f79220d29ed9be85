package io.meshport.engines.internal.iqm;

import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.iqm.IqmAnim;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmPose;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.model.Transform;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;

/**
 * The small checks the IQM profiles are made of, each adding the findings of one rule. The
 * profiles decide which rule (and so which severity and source) a check reports under.
 */
final class IqmChecks {
    /** Position, texcoord, normal, tangent, blend indexes, blend weights, colour. */
    static final int POSITION = 0;
    static final int TEXCOORD = 1;
    static final int NORMAL = 2;
    static final int TANGENT = 3;
    static final int BLEND_INDEXES = 4;
    static final int BLEND_WEIGHTS = 5;
    static final int COLOR = 6;
    static final int UBYTE = 1;
    static final int HALF = 6;
    static final int FLOAT = 7;

    private IqmChecks() {
    }

    /** The version the file was stored as is one of {@code versions}. */
    static void version(IqmView v, EngineRule rule, List<EngineFinding> out, int... versions) {
        for (int allowed : versions) {
            if (v.file.sourceVersion() == allowed) {
                return;
            }
        }
        out.add(rule.finding("file", "IQM version " + v.file.sourceVersion() + " is not loaded (only version"
                + (versions.length == 1 ? " " + versions[0] : "s " + versions[0] + " and " + versions[1]) + ")"));
    }

    /** The header's filesize is at most {@code limit} bytes. */
    static void filesizeAtMost(IqmView v, EngineRule rule, List<EngineFinding> out, long limit) {
        long size = v.header(IqmView.FILESIZE);
        if (size > limit) {
            out.add(rule.finding("file", "the file is " + size + " bytes, more than the " + limit + " (16 MiB) the engine"
                    + " loads"));
        }
    }

    /** The standard position, texcoord, normal, tangent, blend and colour layouts; DarkPlaces also takes float×4 colour. */
    static boolean usual(IqmVertexArray a, boolean colourFloat4) {
        int f = a.format();
        int s = a.size();
        return switch (a.type()) {
            case POSITION, NORMAL -> f == FLOAT && s == 3;
            case TEXCOORD -> f == FLOAT && s == 2;
            case TANGENT -> f == FLOAT && s == 4;
            case BLEND_INDEXES, BLEND_WEIGHTS -> f == UBYTE && s == 4;
            case COLOR -> f == UBYTE && s == 4 || colourFloat4 && f == FLOAT && s == 4;
            default -> true;
        };
    }

    /** Every standard array in a layout the engine takes ({@link #usual}); {@code what} says what it does with others. */
    static void layouts(IqmView v, EngineRule rule, List<EngineFinding> out, boolean colourFloat4, String what) {
        List<IqmVertexArray> arrays = v.file.vertexArrays();
        for (int i = 0; i < arrays.size(); i++) {
            IqmVertexArray a = arrays.get(i);
            if (IqmView.isStandard(a) && !usual(a, colourFloat4)) {
                out.add(rule.finding(v.part(i, a), IqmView.layout(a) + " is not a layout the engine takes for "
                        + IqmView.typeName(a.type()) + ": " + what));
            }
        }
    }

    /** Whether the file has an array of {@code type} in a layout the engine takes. */
    static boolean hasUsual(IqmView v, int type, boolean colourFloat4) {
        return v.file.vertexArrays().stream().anyMatch(a -> a.type() == type && usual(a, colourFloat4));
    }

    /** Whether the file has an array of {@code type} in any layout. */
    static boolean has(IqmView v, int type) {
        return v.array(type).isPresent();
    }

    /** Arrays the engine needs, present (in a layout it takes when {@code usualOnly}). */
    static void required(IqmView v, EngineRule rule, List<EngineFinding> out, boolean usualOnly, String why,
            int... types) {
        for (int type : types) {
            if (usualOnly ? !hasUsual(v, type, true) : !has(v, type)) {
                out.add(rule.finding("file", "no " + IqmView.typeName(type) + " array" + (usualOnly ? " the engine takes" : "")
                        + " (" + why + ")"));
                return;
            }
        }
    }

    /** Non-finite values in the float position, texcoord, normal and tangent arrays, and in the poses' channels. */
    static void nonFinite(IqmView v, EngineRule rule, List<EngineFinding> out, String what) {
        List<IqmVertexArray> arrays = v.file.vertexArrays();
        for (int i = 0; i < arrays.size(); i++) {
            IqmVertexArray a = arrays.get(i);
            if (a.type() > TANGENT || a.type() < 0 || a.format() != FLOAT) {
                continue;
            }
            ByteBuffer data = IqmView.data(a);
            int count = 0;
            int first = -1;
            for (int k = 0; k < a.vertexCount(); k++) {
                for (int c = 0; c < a.size(); c++) {
                    if (!Double.isFinite(IqmView.component(data, a, k, c))) {
                        count++;
                        first = first < 0 ? k : first;
                    }
                }
            }
            if (count > 0) {
                out.add(rule.finding(v.part(i, a), count + " NaN or infinite value" + (count == 1 ? "" : "s")
                        + " (first: vertex " + first + "): " + what));
            }
        }
        List<IqmPose> poses = v.file.poses();
        for (int p = 0; p < poses.size(); p++) {
            for (int c = 0; c < IqmPose.CHANNELS; c++) {
                if (!Float.isFinite(poses.get(p).channelOffset(c)) || !Float.isFinite(poses.get(p).channelScale(c))) {
                    out.add(rule.finding("pose " + p, "channel " + c + " has a NaN or infinite offset or scale: " + what));
                    break;
                }
            }
        }
    }

    /** Joints whose base scale is not (1, 1, 1). */
    static void jointScale(IqmView v, EngineRule rule, List<EngineFinding> out, Predicate<Transform> bad, String what) {
        for (int i = 0; i < v.jointCount(); i++) {
            Transform t = v.file.joints().get(i).pose();
            if (bad.test(t)) {
                out.add(rule.finding(v.joint(i), "base scale " + t.sx() + " " + t.sy() + " " + t.sz() + ": " + what));
            }
        }
    }

    /**
     * Frames whose pose scale breaks {@code bad} (the scale x, y, z of a pose in a frame, as the
     * engine dequantises it): the first such frame and pose is reported, with their count.
     */
    static void poseScale(IqmView v, EngineRule rule, List<EngineFinding> out, ScaleTest bad, String what) {
        IqmFile f = v.file;
        List<IqmPose> poses = f.poses();
        int[] firstChannel = new int[poses.size()];
        int channel = 0;
        for (int p = 0; p < poses.size(); p++) {
            firstChannel[p] = channel;
            channel += poses.get(p).storedChannelCount();
        }
        int count = 0;
        String first = null;
        float[] s = new float[3];
        for (int frame = 0; frame < f.frameCount(); frame++) {
            for (int p = 0; p < poses.size(); p++) {
                IqmPose pose = poses.get(p);
                int stored = firstChannel[p];
                for (int c = 0; c < IqmPose.CHANNELS; c++) {
                    boolean inFrame = (pose.channelMask() & (1 << c)) != 0;
                    float value = pose.channelOffset(c);
                    if (inFrame) {
                        value += f.frameValue(frame, stored) * pose.channelScale(c);
                        stored++;
                    }
                    if (c >= 7) {
                        s[c - 7] = value;
                    }
                }
                if (bad.test(s[0], s[1], s[2])) {
                    if (count++ == 0) {
                        first = "frame " + frame + " pose " + p + ": scale " + s[0] + " " + s[1] + " " + s[2];
                    }
                }
            }
        }
        if (count > 0) {
            out.add(rule.finding("frame", count + " frame pose" + (count == 1 ? "" : "s") + " (first: " + first + "): "
                    + what));
        }
    }

    /** A test of a scale x, y, z. */
    @FunctionalInterface
    interface ScaleTest {
        boolean test(float x, float y, float z);
    }

    /** Whether a scale is (1, 1, 1) within float noise. */
    static boolean unit(float x, float y, float z) {
        return Math.abs(x - 1) <= 1e-5f && Math.abs(y - 1) <= 1e-5f && Math.abs(z - 1) <= 1e-5f;
    }

    /** Joints past {@code limit}. */
    static void jointsAtMost(IqmView v, EngineRule rule, List<EngineFinding> out, int limit, String what) {
        if (v.jointCount() > limit) {
            out.add(rule.finding(v.joint(limit), v.jointCount() + " joints, more than " + limit + ": " + what));
        }
    }

    /** The first joint whose parent comes after it. */
    static void parentsFirst(IqmView v, EngineRule rule, List<EngineFinding> out, String what) {
        List<io.meshport.iqm.IqmJoint> joints = v.file.joints();
        for (int i = 0; i < joints.size(); i++) {
            int parent = joints.get(i).parent();
            if (parent > i) {
                out.add(rule.finding(v.joint(i), "its parent " + v.jointNumbered(parent)
                        + " comes after it: " + what));
                return;
            }
        }
    }

    /** Meshes whose triangles reach more than {@code limit} vertexes past the mesh's first vertex. */
    static void meshIndexSpan(IqmView v, EngineRule rule, List<EngineFinding> out, int limit, String what) {
        IqmFile f = v.file;
        int[] triangles = f.triangles();
        List<IqmMesh> meshes = f.meshes();
        for (int m = 0; m < meshes.size(); m++) {
            IqmMesh mesh = meshes.get(m);
            int over = 0;
            for (int t = mesh.firstTriangle(); t < mesh.firstTriangle() + mesh.triangleCount(); t++) {
                for (int c = 0; c < 3; c++) {
                    if ((long) triangles[3 * t + c] - mesh.firstVertex() > limit) {
                        over++;
                        break;
                    }
                }
            }
            if (over > 0) {
                out.add(rule.finding(v.mesh(m), over + " of " + mesh.triangleCount() + " triangles use a vertex more than "
                        + limit + " past the mesh's first: " + what));
            }
        }
    }

    /** Animation names longer than {@code limit} bytes. */
    static void animNamesAtMost(IqmView v, EngineRule rule, List<EngineFinding> out, int limit, String what) {
        List<IqmAnim> anims = v.file.anims();
        for (int i = 0; i < anims.size(); i++) {
            int bytes = v.file.string(anims.get(i).name()).getBytes(StandardCharsets.UTF_8).length;
            if (bytes > limit) {
                out.add(rule.finding(v.anim(i), "the name is " + bytes + " bytes, more than " + limit + ": " + what));
            }
        }
    }

    /** Joint names longer than {@code limit} bytes. */
    static void jointNamesAtMost(IqmView v, EngineRule rule, List<EngineFinding> out, int limit, String what) {
        for (int i = 0; i < v.jointCount(); i++) {
            int bytes = v.file.string(v.file.joints().get(i).name()).getBytes(StandardCharsets.UTF_8).length;
            if (bytes > limit) {
                out.add(rule.finding(v.joint(i), "the name is " + bytes + " bytes, more than " + limit + ": " + what));
            }
        }
    }
}
