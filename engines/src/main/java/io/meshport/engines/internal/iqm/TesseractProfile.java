package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmChecks.POSITION;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.io.Severity;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmMesh;
import io.meshport.model.Model;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Tesseract and Red Eclipse: redeclipse/base {@code src/engine/iqm.h} and {@code skelmodel.h} at
 * faf378d ({@code docs/engines.md}, rules T1–T14). What T5 and T9 are about the IQM reader refuses;
 * they are judged from the bytes of such a file ({@code onBreak}). T12–T14 ask nothing of a file.
 */
public final class TesseractProfile extends IqmProfile {
    private static final String AT = "@faf378d";
    static final EngineRule VERSION = new EngineRule("T1", Severity.ERROR, "magic INTERQUAKEMODEL, IQM version 2 only", "iqm.h:340-342" + AT);
    static final EngineRule FILESIZE = new EngineRule("T2", Severity.ERROR, "header filesize at most 16 MiB and the file at least that long",
            "iqm.h:343-345" + AT);
    static final EngineRule LAYOUTS = new EngineRule("T3", Severity.ERROR,
            "position/normal float x3, tangent float x4, texcoord float x2, blend and colour ubyte x4",
            "iqm.h:124-133" + AT);
    static final EngineRule POSITIONS = new EngineRule("T4", Severity.ERROR, "a position array in a file with meshes",
            "iqm.h:135" + AT);
    static final EngineRule JOINT_SCALE = new EngineRule("T6", Severity.WARNING, "joint base scale ignored",
            "iqm.h:157-160" + AT);
    static final EngineRule POSE_SCALE = new EngineRule("T7", Severity.WARNING, "animated scale ignored",
            "iqm.h:312-317" + AT);
    static final EngineRule EMPTY_MESH = new EngineRule("T10", Severity.WARNING, "no empty meshes",
            "iqm.h:249-254" + AT);
    static final EngineRule INDEX_SPAN = new EngineRule("T11", Severity.WARNING,
            "a mesh's triangles within 65,535 vertexes of its first (ushort indexes)", "skelmodel.h:19, 295-322" + AT);

    static final EngineRule UNCHECKED = new EngineRule("T5", Severity.ERROR,
            "offsets, counts, indexes and names inside the file (not checked)", "iqm.h:112-139" + AT);
    static final EngineRule POSES = new EngineRule("T9", Severity.ERROR, "a pose for every joint", "iqm.h:299-301" + AT);

    static final EngineRule PARENTS = new EngineRule("T8", Severity.WARNING, "every joint's parent before it",
            "iqm.h:160, 323-324" + AT);
    private static final IqmFits FITS = new IqmFits("tesseract", "T10", "T3", false, null, null, null, null, 65536, "T11", null, null);

    /** The profile; the service loader makes it. */
    public TesseractProfile() {
        super("tesseract", "Tesseract and Red Eclipse", List.of(VERSION, FILESIZE, LAYOUTS, POSITIONS, UNCHECKED,
                JOINT_SCALE, POSE_SCALE, PARENTS, POSES, EMPTY_MESH, INDEX_SPAN), FITS);
    }

    @Override
    BreakVerdict onBreak(IqmBreak b, IqmBreaks.Facts facts) {
        String past = "not checked: reads past the file";
        return switch (b.kind()) {
            case MAGIC, VERSION -> BreakVerdict.of(VERSION, b, "refused");
            case SHORT_HEADER, FILESIZE_PAST_END -> BreakVerdict.of(FILESIZE, b, "refused");
            // the loader reads filesize bytes: a section past it is past the loader's buffer
            case SECTION_PAST_FILESIZE -> BreakVerdict.of(UNCHECKED, b, "not checked: reads past the loaded bytes");
            case SECTION_PAST_END -> switch (b.section()) {
                case TEXT, MESHES, VERTEX_ARRAYS, TRIANGLES, JOINTS, POSES, ANIMS -> BreakVerdict.of(UNCHECKED, b, past);
                case ADJACENCY, COMMENT -> BreakVerdict.loads();
                case FRAMES, BOUNDS -> BreakVerdict.unknown();
            };
            case ARRAY_PAST_END, FRAMES_PAST_END, MESH_VERTEX_RANGE, MESH_TRIANGLE_RANGE, MESH_TRIANGLES_PAST_FILE,
                    ANIM_RANGE, JOINT_PARENT_PAST, POSE_PARENT_PAST, NAME_PAST_TEXT -> BreakVerdict.of(UNCHECKED, b, past);
            case TRIANGLE_INDEX_PAST, TRIANGLE_INDEX_AT_COUNT -> BreakVerdict.of(UNCHECKED, b,
                    "not checked: reads past the vertex arrays");
            case ARRAY_SIZE -> BreakVerdict.of(LAYOUTS, b, "refused");
            case POSES_NOT_JOINTS -> BreakVerdict.of(POSES, b, "not checked: reads past the pose table");
            // whether num_framechannels is read, and a filesize below the header, were not looked at
            case FILESIZE_BELOW_HEADER, FRAMECHANNELS -> BreakVerdict.unknown();
        };
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        IqmView v = IqmView.of(checked);
        IqmChecks.parentsFirst(v, PARENTS, out, "its base pose is made before its parent's: drawn wrong");
        IqmFile f = v.file;
        IqmChecks.version(v, VERSION, out, 2);
        IqmChecks.filesizeAtMost(v, FILESIZE, out, 16 << 20);
        IqmChecks.layouts(v, LAYOUTS, out, false, "the model is refused");
        if (!f.meshes().isEmpty() && !IqmChecks.has(v, POSITION)) {
            out.add(POSITIONS.finding("file", "meshes without a position array: the model is refused"));
        }
        IqmChecks.jointScale(v, JOINT_SCALE, out, t -> !IqmChecks.unit(t.sx(), t.sy(), t.sz()), "drawn without scale");
        IqmChecks.poseScale(v, POSE_SCALE, out, (x, y, z) -> !IqmChecks.unit(x, y, z), "drawn without scale");
        List<IqmMesh> meshes = f.meshes();
        for (int m = 0; m < meshes.size(); m++) {
            if (meshes.get(m).vertexCount() == 0 || meshes.get(m).triangleCount() == 0) {
                out.add(EMPTY_MESH.finding(v.mesh(m), "no vertexes or no triangles: dropped (\"Empty mesh\")"));
            }
        }
        IqmChecks.meshIndexSpan(v, INDEX_SPAN, out, 0xffff, "the ushort indexes wrap: garbage triangles");
    }

    /** {@code iqm.cfg}: the model, its animations and its materials as the engine loads them ({@link TesseractConfigs}). */
    @Override
    public Map<String, byte[]> sideFiles(Model model, String fileName) {
        return Map.of("iqm.cfg", TesseractConfigs.of(model, fileName).getBytes(StandardCharsets.ISO_8859_1));
    }
}
