package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_WEIGHTS;
import static io.meshport.engines.internal.iqm.IqmChecks.POSITION;
import static io.meshport.engines.internal.iqm.IqmChecks.UBYTE;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.io.Severity;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.model.Transform;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * Daemon (Unvanquished): {@code src/engine/renderer/tr_model_iqm.cpp} at b276137
 * ({@code docs/engines.md}, rules D1–D25). Rules the IQM reader already enforces (D1, D2, D6, D7,
 * D10, D12, D21, D22) are judged from the bytes of a file it refuses ({@code onBreak}); those the
 * file cannot tell (D24 shaders, D25 tag names) are not checked.
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

    static final EngineRule HEADER = new EngineRule("D1", Severity.ERROR, "file at least one header long",
            "tr_model_iqm.cpp:94-98" + AT);
    static final EngineRule MAGIC = new EngineRule("D2", Severity.ERROR, "magic INTERQUAKEMODEL",
            "tr_model_iqm.cpp:101-105" + AT);
    static final EngineRule SECTIONS = new EngineRule("D6", Severity.ERROR, "sections inside the header's filesize",
            "tr_model_iqm.cpp:62-78" + AT);
    static final EngineRule ARRAY_SIZE = new EngineRule("D7", Severity.ERROR, "vertex array size 1 to 4",
            "tr_model_iqm.cpp:158-162" + AT);
    static final EngineRule TRIANGLES = new EngineRule("D10", Severity.ERROR, "triangle indexes at most the vertex count",
            "tr_model_iqm.cpp:254-258" + AT);
    static final EngineRule TRIANGLES_AT_COUNT = new EngineRule("D10", Severity.WARNING,
            "no triangle index equal to the vertex count (passes the loader's test)", "tr_model_iqm.cpp:254-258" + AT);
    static final EngineRule JOINT_RANGES = new EngineRule("D12", Severity.ERROR,
            "joint parents -1 to joints-1, joint names inside the text", "tr_model_iqm.cpp:314-320" + AT);
    static final EngineRule POSES = new EngineRule("D21", Severity.ERROR, "as many poses as joints",
            "tr_model_iqm.cpp:505-507, 663-665" + AT);
    static final EngineRule UNCHECKED_FRAMES = new EngineRule("D22", Severity.ERROR,
            "frame data inside the file and animations inside the frames (not checked)", "tr_model_iqm.cpp:618, 661" + AT);

    static final EngineRule PARENTS = new EngineRule("D15", Severity.ERROR, "every joint's parent before it",
            "tr_model_iqm.cpp:640-644" + AT);
    private static final IqmFits FITS = new IqmFits("daemon", "D11", "D9", false, "D8", null, null, null, 0, null, "D5", null,
            "D13, D14", DaemonProfile::refusedScale);

    /** The profile; the service loader makes it. */
    public DaemonProfile() {
        super("daemon", "Daemon (Unvanquished)", List.of(HEADER, MAGIC, VERSION, FILESIZE, COUNTS, SECTIONS,
                ARRAY_SIZE, FORMATS, LAYOUTS, TRIANGLES, TRIANGLES_AT_COUNT, MESH_RANGES, JOINT_RANGES, JOINT_SCALE,
                JOINT_SCALE_X, POSE_SCALE, PARENTS, EMPTY_ANIMATION, NAN, WEIGHT_SUM, MISSING, JOINTS, POSES,
                UNCHECKED_FRAMES, ANIM_NAMES), FITS);
    }

    @Override
    BreakVerdict onBreak(IqmBreak b, IqmBreaks.Facts facts) {
        return switch (b.kind()) {
            case SHORT_HEADER -> BreakVerdict.of(HEADER, b, "\"file size of X is too small\"");
            case MAGIC -> BreakVerdict.of(MAGIC, b, "\"doesn't contain an IQM header\"");
            case VERSION -> BreakVerdict.of(VERSION, b, "\"unsupported IQM version\"");
            case FILESIZE_PAST_END -> BreakVerdict.of(FILESIZE, b, "\"has an invalid file size\"");
            // every section then lies past the filesize: D6 below
            case FILESIZE_BELOW_HEADER, FRAMECHANNELS -> BreakVerdict.loads();
            case SECTION_PAST_END, SECTION_PAST_FILESIZE -> switch (b.section()) {
                case MESHES, VERTEX_ARRAYS, TRIANGLES, JOINTS, POSES, ANIMS, BOUNDS ->
                    BreakVerdict.of(SECTIONS, b, "\"section exceeding the end of file\"");
                // num_framechannels is never read (the masks say what a frame holds: FRAMES_PAST_END);
                // adjacency and comments are not read
                case FRAMES, ADJACENCY, COMMENT -> BreakVerdict.loads();
                case TEXT -> BreakVerdict.unknown();
            };
            case ARRAY_PAST_END -> BreakVerdict.of(SECTIONS, b, "\"section exceeding the end of file\"");
            case ARRAY_SIZE -> BreakVerdict.of(ARRAY_SIZE, b, "\"contains an invalid vertexarray size\"");
            case TRIANGLE_INDEX_PAST -> BreakVerdict.of(TRIANGLES, b, "refused without a message");
            case TRIANGLE_INDEX_AT_COUNT -> BreakVerdict.of(TRIANGLES_AT_COUNT, b,
                    "passes the loader's test (>) and draws a vertex from outside the arrays");
            case MESH_VERTEX_RANGE, MESH_TRIANGLE_RANGE, MESH_TRIANGLES_PAST_FILE -> BreakVerdict.of(MESH_RANGES, b,
                    "\"contains an invalid mesh\"");
            case JOINT_PARENT_PAST -> BreakVerdict.of(JOINT_RANGES, b, "\"contains an invalid joint\"");
            // tr_model_iqm.cpp:341 swaps a pose's parent and never reads it again
            case POSE_PARENT_PAST -> BreakVerdict.loads();
            case NAME_PAST_TEXT -> b.part().startsWith("joint ")
                    ? BreakVerdict.of(JOINT_RANGES, b, "\"contains an invalid joint\"") : BreakVerdict.unknown();
            case POSES_NOT_JOINTS -> BreakVerdict.of(POSES, b,
                    "memory fault: joints x frames are allocated, poses x frames written");
            case FRAMES_PAST_END -> BreakVerdict.of(UNCHECKED_FRAMES, b, "not checked: reads past the file");
            case ANIM_RANGE -> BreakVerdict.of(UNCHECKED_FRAMES, b, "not checked: reads past the pose table");
        };
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        IqmView v = IqmView.of(checked);
        IqmChecks.parentsFirst(v, PARENTS, out, "\"contains an invalid parent joint number\"");
        IqmFile f = v.file;
        for (int i = 0; i < f.joints().size(); i++) {
            // the reader takes a parent below -1 as a root; Daemon's range test does not
            if (f.joints().get(i).parent() < -1) {
                out.add(JOINT_RANGES.finding(v.joint(i), "parent " + f.joints().get(i).parent()
                        + ": \"contains an invalid joint\""));
            }
        }
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
