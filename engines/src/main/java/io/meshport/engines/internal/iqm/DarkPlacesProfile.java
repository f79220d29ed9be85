package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_INDEXES;
import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_WEIGHTS;
import static io.meshport.engines.internal.iqm.IqmChecks.POSITION;
import static io.meshport.engines.internal.iqm.IqmChecks.TEXCOORD;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.engines.Framegroups;
import io.meshport.io.Severity;
import io.meshport.iqm.IqmFile;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * DarkPlaces (Xonotic): {@code model_alias.c} {@code Mod_INTERQUAKEMODEL_Load} at c6b823c
 * ({@code docs/engines.md}, rules P1–P20). What P1–P4, P11–P13 and P15 are about the IQM reader
 * refuses; they are judged from the bytes of such a file ({@code onBreak}: DarkPlaces loads some
 * of them, reading outside its arrays). P18–P20 ask nothing of a file.
 */
public final class DarkPlacesProfile extends IqmProfile {
    private static final String AT = "@c6b823c";
    static final EngineRule IGNORED_ARRAYS = new EngineRule("P6", Severity.WARNING,
            "vertex arrays in the layouts taken (others ignored)", "model_alias.c:3355-3396" + AT);
    static final EngineRule REQUIRED = new EngineRule("P7", Severity.ERROR,
            "position and texcoord arrays, and blend arrays in an animated file, in layouts taken",
            "model_alias.c:3398-3402" + AT);
    static final EngineRule SCALE = new EngineRule("P9", Severity.WARNING, "joint and pose scale ignored",
            "model_alias.c:3550, 3740-3742" + AT);
    static final EngineRule FRAMES_WITHOUT_JOINTS = new EngineRule("P10", Severity.ERROR, "frames only with joints",
            "model_alias.c:3441, 3720-3743" + AT);
    static final EngineRule NAMES = new EngineRule("P14", Severity.WARNING,
            "animation names at most 31 bytes, joint names at most 63", "model_shared.h:47, model_alias.h:223" + AT);
    static final EngineRule JOINTS = new EngineRule("P16", Severity.WARNING, "at most 256 joints addressable",
            "shader_glsl.h:117" + AT);
    static final EngineRule NAN = new EngineRule("P17", Severity.WARNING, "no NaN or infinite values (not checked)",
            "model_alias.c:3364-3396" + AT);

    static final EngineRule HEADER = new EngineRule("P1", Severity.ERROR, "at least a header",
            "model_alias.c:3254-3255" + AT);
    static final EngineRule MAGIC = new EngineRule("P2", Severity.ERROR, "magic INTERQUAKEMODEL",
            "model_alias.c:3261-3262" + AT);
    static final EngineRule VERSION = new EngineRule("P3", Severity.ERROR, "version 1 or 2",
            "model_alias.c:3263-3264" + AT);
    static final EngineRule SECTIONS = new EngineRule("P4", Severity.ERROR,
            "every section inside the file (frames as num_frames x num_framechannels)", "model_alias.c:3300-3330" + AT);
    static final EngineRule TRIANGLES = new EngineRule("P11", Severity.WARNING, "triangle indexes below the vertex count",
            "model_shared.c:738-800, model_alias.c:3821" + AT);
    static final EngineRule MESH_RANGES = new EngineRule("P12", Severity.WARNING, "mesh ranges inside (not checked)",
            "model_alias.c:3931-3953" + AT);
    static final EngineRule NAMES_IN_TEXT = new EngineRule("P13", Severity.ERROR, "names inside the text (not checked)",
            "model_alias.c:3507, 3543, 3573, 3952" + AT);
    static final EngineRule ANIM_RANGES = new EngineRule("P15", Severity.WARNING,
            "animation frames inside the file's (not checked)", "model_alias.c:3574-3575" + AT);

    static final EngineRule PARENTS = new EngineRule("P8", Severity.ERROR, "every joint's parent before it",
            "model_alias.c:3545-3546" + AT);
    private static final IqmFits FITS = new IqmFits("darkplaces", null, "P6", true, null, "P7", null, "P7", 0, null, null, "P10");

    /** The profile; the service loader makes it. */
    public DarkPlacesProfile() {
        super("darkplaces", "DarkPlaces (Xonotic)", List.of(HEADER, MAGIC, VERSION, SECTIONS, IGNORED_ARRAYS, REQUIRED,
                PARENTS, SCALE, FRAMES_WITHOUT_JOINTS, TRIANGLES, MESH_RANGES, NAMES_IN_TEXT, NAMES, ANIM_RANGES, JOINTS,
                NAN), FITS);
    }

    @Override
    BreakVerdict onBreak(IqmBreak b, IqmBreaks.Facts facts) {
        String empty = "\"has invalid size or offset information\": the model is empty";
        return switch (b.kind()) {
            case SHORT_HEADER -> BreakVerdict.of(HEADER, b, "Host_Error \"is not an Inter-Quake Model\"");
            case MAGIC -> BreakVerdict.of(MAGIC, b, "Host_Error \"is not an Inter-Quake Model\"");
            case VERSION -> BreakVerdict.of(VERSION, b, "Host_Error \"only version 1 and 2 models are currently"
                    + " supported\"");
            // the header's filesize is not used: the file is the buffer; num_framechannels is checked
            // only as the frames section's size (SECTION_PAST_END)
            case FILESIZE_PAST_END, FILESIZE_BELOW_HEADER, SECTION_PAST_FILESIZE, FRAMECHANNELS -> BreakVerdict.loads();
            case SECTION_PAST_END, FRAMES_PAST_END -> BreakVerdict.of(SECTIONS, b, empty);
            // arrays past the end are skipped silently, then maybe P7: not modelled
            case ARRAY_PAST_END, ARRAY_SIZE -> BreakVerdict.unknown();
            case TRIANGLE_INDEX_PAST, TRIANGLE_INDEX_AT_COUNT -> BreakVerdict.of(TRIANGLES, b,
                    "loads with the index replaced by 0 (\"Mod_ValidateElements: elements are invalid\")");
            case MESH_VERTEX_RANGE, MESH_TRIANGLE_RANGE, MESH_TRIANGLES_PAST_FILE -> BreakVerdict.of(MESH_RANGES, b,
                    "not checked: drawn from outside the arrays");
            case JOINT_PARENT_PAST -> BreakVerdict.of(PARENTS, b, "Host_Error \"bone[i].parent >= i\"");
            case POSE_PARENT_PAST -> BreakVerdict.unknown();
            case NAME_PAST_TEXT -> BreakVerdict.of(NAMES_IN_TEXT, b, "not checked: read from past the text block"
                    + " (a crash or a garbage name)");
            case POSES_NOT_JOINTS -> BreakVerdict.of(FRAMES_WITHOUT_JOINTS, b,
                    "memory fault: joints x frames are allocated, poses x frames written");
            case ANIM_RANGE -> BreakVerdict.of(ANIM_RANGES, b, "not checked: plays frames that do not exist");
        };
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        IqmView v = IqmView.of(checked);
        IqmChecks.parentsFirst(v, PARENTS, out, "Host_Error \"bone[i].parent >= i\"");
        IqmFile f = v.file;
        IqmChecks.layouts(v, IGNORED_ARRAYS, out, true, "the array is ignored");
        if (f.vertexCount() > 0) {
            String why = "\"is missing vertex array data\": the model is empty";
            IqmChecks.required(v, REQUIRED, out, true, why, POSITION, TEXCOORD);
            if (v.animated()) {
                IqmChecks.required(v, REQUIRED, out, true, "an animated file; " + why, BLEND_INDEXES, BLEND_WEIGHTS);
            }
        }
        IqmChecks.jointScale(v, SCALE, out, t -> !IqmChecks.unit(t.sx(), t.sy(), t.sz()), "drawn without scale");
        IqmChecks.poseScale(v, SCALE, out, (x, y, z) -> !IqmChecks.unit(x, y, z), "drawn without scale");
        if (v.jointCount() == 0 && f.frameCount() > 0) {
            out.add(FRAMES_WITHOUT_JOINTS.finding("file", f.frameCount() + " frames of " + f.poses().size()
                    + " poses but no joints: the loader writes past its pose buffer (memory fault)"));
        }
        IqmChecks.animNamesAtMost(v, NAMES, out, 31, "cut to 31 characters");
        IqmChecks.jointNamesAtMost(v, NAMES, out, 63, "cut to 63 characters");
        IqmChecks.jointsAtMost(v, JOINTS, out, 256, "blend indexes and the GPU skinning block reach 256 joints");
        IqmChecks.nonFinite(v, NAN, out, "passed on to the renderer");
    }

    /**
     * {@code fileName.framegroups}: the animations as DarkPlaces names and plays them
     * ({@link Framegroups}); {@code fileName_0.skin}: each named mesh's material that names a
     * texture file, as {@code mesh,texture} lines (DarkPlaces' first skin, {@code model_shared.c:2705-2810}).
     */
    @Override
    public Map<String, byte[]> sideFiles(Model model, String fileName) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        if (!model.animations().isEmpty()) {
            files.put(fileName + ".framegroups", Framegroups.of(model).getBytes(StandardCharsets.UTF_8));
        }
        StringBuilder skin = new StringBuilder();
        for (Mesh m : model.meshes()) {
            String material = m.material().toLowerCase(Locale.ROOT);
            boolean texture = material.matches(".+\\.(png|tga|jpg|jpeg|dds|bmp|pcx|webp)");
            if (!m.name().isEmpty() && texture && m.name().indexOf(',') < 0 && m.name().indexOf('\n') < 0
                    && m.material().indexOf('\n') < 0) {
                skin.append(m.name()).append(',').append(m.material()).append('\n');
            }
        }
        if (skin.length() > 0) {
            files.put(fileName + "_0.skin", skin.toString().getBytes(StandardCharsets.UTF_8));
        }
        return files;
    }
}
