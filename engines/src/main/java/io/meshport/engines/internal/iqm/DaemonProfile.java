package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_WEIGHTS;
import static io.meshport.engines.internal.iqm.IqmChecks.POSITION;
import static io.meshport.engines.internal.iqm.IqmChecks.UBYTE;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.io.Severity;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.model.Transform;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * Daemon (Unvanquished): {@code src/engine/renderer/tr_model_iqm.cpp} at b276137
 * ({@code docs/engines.md}, rules D1–D25). Rules the IQM reader already enforces (a file breaking
 * them is not read: D1, D2, D6, D7, D10, D12, D15, D21, D22) and those the file cannot tell
 * (D24 shaders, D25 tag names) are not checked here.
 */
public final class DaemonProfile extends IqmProfile {
    private static final String AT = "@b276137";
    static final EngineRule VERSION = new EngineRule("D3", Severity.ERROR, "IQM version 2 only",
            "tr_model_iqm.cpp:107-112" + AT);
    static final EngineRule FILESIZE = new EngineRule("D4", Severity.ERROR, "header filesize at most 16 MiB",
            "tr_model_iqm.cpp:114-119" + AT);
    static final EngineRule COUNTS = new EngineRule("D5", Severity.ERROR,
            "vertex arrays, triangles and meshes present; poses, animations, bounds counted when their offset is set",
            "tr_model_iqm.cpp:57-61" + AT);
    static final EngineRule FORMATS = new EngineRule("D8", Severity.ERROR,
            "every vertex array byte, ubyte, int, uint or float", "tr_model_iqm.cpp:167-194" + AT);
    static final EngineRule LAYOUTS = new EngineRule("D9", Severity.ERROR,
            "position/normal float x3, tangent float x4, texcoord float x2, blend and colour ubyte x4",
            "tr_model_iqm.cpp:196-239" + AT);
    static final EngineRule MESH_RANGES = new EngineRule("D11", Severity.ERROR,
            "each mesh's first vertex and first triangle inside the file's", "tr_model_iqm.cpp:278-287" + AT);
    static final EngineRule JOINT_SCALE = new EngineRule("D13", Severity.ERROR,
            "joint scale x not negative, components differing by less than 1", "tr_model_iqm.cpp:321-327" + AT);
    static final EngineRule JOINT_SCALE_X = new EngineRule("D13", Severity.WARNING,
            "joint scale drawn uniform with scale x", "tr_model_iqm.cpp:647" + AT);
    static final EngineRule POSE_SCALE = new EngineRule("D14", Severity.ERROR,
            "pose scale in every frame as D13", "tr_model_iqm.cpp:718-723" + AT);
    static final EngineRule EMPTY_ANIMATION = new EngineRule("D16", Severity.ERROR, "every animation has a frame",
            "tr_model_iqm.cpp:608-611" + AT);
    static final EngineRule NAN = new EngineRule("D17", Severity.WARNING, "no NaN or infinite vertex or pose values",
            "tr_model_iqm.cpp:412-433" + AT);
    static final EngineRule WEIGHT_SUM = new EngineRule("D18", Severity.WARNING, "blend weights sum to 255",
            "tr_model_iqm.cpp:797-803" + AT);
    static final EngineRule MISSING = new EngineRule("D19", Severity.WARNING,
            "positions, and blend weights in a skinned file, present", "tr_model_iqm.cpp:522, 804-810" + AT);
    static final EngineRule JOINTS = new EngineRule("D20", Severity.WARNING, "at most 256 joints to animate",
            "tr_animation.cpp:806-810" + AT);
    static final EngineRule ANIM_NAMES = new EngineRule("D23", Severity.WARNING,
            "animation names (as model:anim) under 64 bytes", "tr_model_iqm.cpp:916-926" + AT);

    static final EngineRule PARENTS = new EngineRule("D15", Severity.ERROR, "every joint's parent before it",
            "tr_model_iqm.cpp:640-644" + AT);
    private static final IqmFits FITS = new IqmFits("daemon", "D11", "D9", false, "D8", null, null, null, 0, null, "D5", null);

    /** The profile; the service loader makes it. */
    public DaemonProfile() {
        super("daemon", "Daemon (Unvanquished)", List.of(VERSION, FILESIZE, COUNTS, FORMATS, LAYOUTS, MESH_RANGES,
                JOINT_SCALE, JOINT_SCALE_X, POSE_SCALE, PARENTS, EMPTY_ANIMATION, NAN, WEIGHT_SUM, MISSING, JOINTS, ANIM_NAMES), FITS);
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        IqmView v = IqmView.of(checked);
        IqmChecks.parentsFirst(v, PARENTS, out, "\"contains an invalid parent joint number\"");
        IqmFile f = v.file;
        IqmChecks.version(v, VERSION, out, 2);
        IqmChecks.filesizeAtMost(v, FILESIZE, out, 1 << 24);
        counts(v, out);
        List<IqmVertexArray> arrays = f.vertexArrays();
        for (int i = 0; i < arrays.size(); i++) {
            int format = arrays.get(i).format();
            if (format != 0 && format != 1 && format != 4 && format != 5 && format != 7) {
                out.add(FORMATS.finding(v.part(i, arrays.get(i)), IqmView.layout(arrays.get(i))
                        + ": \"uses an unsupported vertex format\""));
            }
        }
        IqmChecks.layouts(v, LAYOUTS, out, false, "\"uses an unsupported vertex format\"");
        List<IqmMesh> meshes = f.meshes();
        for (int m = 0; m < meshes.size(); m++) {
            IqmMesh mesh = meshes.get(m);
            // the loader tests first < count before first + count <= count, so an empty mesh at the end fails
            if (Integer.toUnsignedLong(mesh.firstVertex()) >= f.vertexCount()
                    || Integer.toUnsignedLong(mesh.firstTriangle()) >= f.triangleCount()) {
                out.add(MESH_RANGES.finding(v.mesh(m), "starts at vertex " + mesh.firstVertex() + ", triangle "
                        + mesh.firstTriangle() + " of " + f.vertexCount() + " and " + f.triangleCount()
                        + ": \"contains an invalid mesh\""));
            }
        }
        IqmChecks.jointScale(v, JOINT_SCALE, out, DaemonProfile::refusedScale, "\"contains an invalid scale\"");
        IqmChecks.jointScale(v, JOINT_SCALE_X, out, t -> !refusedScale(t) && (t.sx() != t.sy() || t.sy() != t.sz()),
                "drawn uniformly with scale x");
        IqmChecks.poseScale(v, POSE_SCALE, out, (x, y, z) -> refusedScale(x, y, z), "\"contains an invalid scale\"");
        for (int i = 0; i < f.anims().size(); i++) {
            if (f.anims().get(i).frameCount() == 0) {
                out.add(EMPTY_ANIMATION.finding(v.anim(i), "no frames: \"has animation with no frames\""));
            }
        }
        IqmChecks.nonFinite(v, NAN, out, "replaced by 0 with a warning");
        weightSums(v, out);
        if (f.vertexCount() > 0 && !IqmChecks.has(v, POSITION)) {
            out.add(MISSING.finding("file", "no position array: every vertex is at the origin"));
        }
        if (f.vertexCount() > 0 && v.jointCount() > 0 && !IqmChecks.has(v, BLEND_WEIGHTS)) {
            out.add(MISSING.finding("file", "no blend weights: every vertex follows joint 0 with weight 255"));
        }
        IqmChecks.jointsAtMost(v, JOINTS, out, 256, "the model loads but is not animated (\"RE_CheckSkeleton: more"
                + " than 256 bones\")");
        IqmChecks.animNamesAtMost(v, ANIM_NAMES, out, 63, "registered as model:anim cut at 64 bytes (MAX_QPATH)");
    }

    /** D5: {@code IQM_CheckRange} refuses a count of 0 for the sections it checks. */
    private static void counts(IqmView v, List<EngineFinding> out) {
        String empty = null;
        if (v.header(IqmView.NUM_VERTEXARRAYS) == 0) {
            empty = "vertexarray";
        } else if (v.header(IqmView.NUM_VERTEXES) == 0) {
            empty = "vertex array data";
        } else if (v.header(IqmView.NUM_TRIANGLES) == 0) {
            empty = "triangle";
        } else if (v.header(IqmView.NUM_MESHES) == 0) {
            empty = "mesh";
        } else if (v.header(IqmView.OFS_POSES) != 0 && v.header(IqmView.NUM_POSES) == 0) {
            empty = "pose";
        } else if (v.header(IqmView.OFS_ANIMS) != 0 && v.header(IqmView.NUM_ANIMS) == 0) {
            empty = "animation";
        } else if (v.header(IqmView.OFS_BOUNDS) != 0 && v.header(IqmView.NUM_FRAMES) == 0) {
            empty = "bounds";
        }
        if (empty != null) {
            out.add(COUNTS.finding("file", "\"has a negative count in the " + empty + " section (0)\""
                    + (v.file.meshes().isEmpty() ? ": a file without meshes (animations only) never loads" : "")));
        }
    }

    private static boolean refusedScale(Transform t) {
        return refusedScale(t.sx(), t.sy(), t.sz());
    }

    /** {@code scale[0] < 0 || (int)(scale[0] - scale[1]) || (int)(scale[1] - scale[2])}. */
    private static boolean refusedScale(float x, float y, float z) {
        return x < 0 || (int) (x - y) != 0 || (int) (y - z) != 0;
    }

    private static void weightSums(IqmView v, List<EngineFinding> out) {
        v.array(BLEND_WEIGHTS).filter(a -> a.format() == UBYTE && a.size() == 4).ifPresent(a -> {
            ByteBuffer data = IqmView.data(a);
            int count = 0;
            int first = -1;
            for (int k = 0; k < a.vertexCount(); k++) {
                int sum = 0;
                for (int c = 0; c < 4; c++) {
                    sum += (int) IqmView.component(data, a, k, c);
                }
                if (sum != 255) {
                    count++;
                    first = first < 0 ? k : first;
                }
            }
            if (count > 0) {
                out.add(WEIGHT_SUM.finding(v.part(v.file.vertexArrays().indexOf(a), a), count + " vertex weight sums are"
                        + " not 255 (first: vertex " + first + "): the first weight is recomputed as 255 minus the others"));
            }
        });
    }
}
