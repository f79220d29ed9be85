package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_INDEXES;
import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_WEIGHTS;
import static io.meshport.engines.internal.iqm.IqmChecks.POSITION;
import static io.meshport.engines.internal.iqm.IqmChecks.TEXCOORD;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
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
 * ({@code docs/engines.md}, rules P1–P20). The IQM reader already refuses what P1–P4, P8, P11–P13
 * and P15 are about (DarkPlaces loads some of those files, reading outside its arrays); P18–P20
 * ask nothing of a file.
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

    static final EngineRule PARENTS = new EngineRule("P8", Severity.ERROR, "every joint's parent before it",
            "model_alias.c:3545-3546" + AT);
    private static final IqmFits FITS = new IqmFits("darkplaces", null, "P6", true, null, "P7", null, "P7", 0, null, null, "P10");

    /** The profile; the service loader makes it. */
    public DarkPlacesProfile() {
        super("darkplaces", "DarkPlaces (Xonotic)", List.of(IGNORED_ARRAYS, REQUIRED, PARENTS, SCALE,
                FRAMES_WITHOUT_JOINTS, NAMES, JOINTS, NAN), FITS);
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
