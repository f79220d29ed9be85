package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_INDEXES;
import static io.meshport.engines.internal.iqm.IqmChecks.BLEND_WEIGHTS;
import static io.meshport.engines.internal.iqm.IqmChecks.FLOAT;
import static io.meshport.engines.internal.iqm.IqmChecks.HALF;
import static io.meshport.engines.internal.iqm.IqmChecks.POSITION;
import static io.meshport.engines.internal.iqm.IqmChecks.TANGENT;
import static io.meshport.engines.internal.iqm.IqmChecks.TEXCOORD;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.io.Diagnostics;
import io.meshport.io.Severity;
import io.meshport.iqm.IqmExtension;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.model.Model;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Locale;

/**
 * FTE: {@code engine/common/com_mesh.c} {@code Mod_ParseIQMMeshModel} at 93257c1
 * ({@code docs/engines.md}, rules F1–F21). What F1, F2, F7, F14 and F16 are about the IQM reader
 * refuses; they are judged from the bytes of such a file ({@code onBreak}). F13 asks nothing of a
 * file. A model fitted for FTE gets its level-of-detail chains as LOD ranges ({@link FteLodRanges}).
 */
public final class FteProfile extends IqmProfile {
    private static final String AT = "@93257c1";
    static final EngineRule FILESIZE = new EngineRule("F3", Severity.ERROR, "header filesize equal to the file's size",
            "com_mesh.c:8425-8429" + AT);
    static final EngineRule REQUIRED = new EngineRule("F4", Severity.ERROR, "position and texcoord arrays",
            "com_mesh.c:8466-8470" + AT);
    static final EngineRule WEIGHTS = new EngineRule("F5", Severity.ERROR,
            "blend indexes and weights in a file with joints, frames or animations", "com_mesh.c:8471-8481" + AT);
    static final EngineRule JOINTS = new EngineRule("F6", Severity.ERROR, "at most 256 joints and 256 poses",
            "com_mesh.c:8483-8492" + AT);
    static final EngineRule SKELETON = new EngineRule("F8", Severity.ERROR,
            "a weighted mesh has joints, frames have poses", "com_mesh.c:8498-8507" + AT);
    static final EngineRule FORMATS = new EngineRule("F9", Severity.WARNING,
            "half arrays only in F16C builds; blend indexes of an integer format", "com_mesh.c:8069-8297" + AT);
    static final EngineRule INDEXES = new EngineRule("F10", Severity.WARNING, "blend indexes below the joint count",
            "com_mesh.c:8099-8103" + AT);
    static final EngineRule WEIGHT_SUMS = new EngineRule("F11", Severity.WARNING, "no vertex without weight",
            "com_mesh.c:8319-8351" + AT);
    static final EngineRule INDEX_SPAN = new EngineRule("F15", Severity.WARNING,
            "a mesh's triangles within 65,535 vertexes of its first (16-bit index builds)", "com_mesh.c:8902-8916" + AT);
    static final EngineRule TANGENTS = new EngineRule("F17", Severity.WARNING, "tangents float x4 (else computed)",
            "com_mesh.c:8444-8445" + AT);
    static final EngineRule CUSTOM = new EngineRule("F18", Severity.WARNING, "no custom or reserved arrays",
            "com_mesh.c:8452-8453" + AT);
    static final EngineRule RATES = new EngineRule("F19", Severity.WARNING, "animation rates above 0, ranges inside the frames",
            "com_mesh.c:8720-8741" + AT);
    static final EngineRule EXTENSIONS = new EngineRule("F20", Severity.WARNING,
            "FTE_MESH holds 28 bytes per mesh, FTE_EVENT 16 per event, FTE_SKINS the size its counts give",
            "com_mesh.c:8795-8808, 8928-8940" + AT);
    static final EngineRule NAN = new EngineRule("F21", Severity.WARNING, "no NaN or infinite values (not checked)",
            "com_mesh.c:8163-8297" + AT);

    static final EngineRule MAGIC = new EngineRule("F1", Severity.ERROR, "magic INTERQUAKEMODEL",
            "com_mesh.c:8415-8419" + AT);
    static final EngineRule VERSION = new EngineRule("F2", Severity.ERROR, "version 1 or 2", "com_mesh.c:8420-8424" + AT);
    static final EngineRule POSES = new EngineRule("F7", Severity.ERROR, "as many poses as joints when both are present",
            "com_mesh.c:8493-8497" + AT);
    static final EngineRule CHANNELS = new EngineRule("F14", Severity.WARNING,
            "num_framechannels the channels of the poses' masks", "com_mesh.c:8684-8691" + AT);
    static final EngineRule UNCHECKED = new EngineRule("F16", Severity.ERROR,
            "sections, mesh ranges and vertex arrays inside the file (not checked)", "com_mesh.c:8358-8363, 8898-8900" + AT);
    static final EngineRule RANGES = new EngineRule("F16", Severity.WARNING,
            "mesh ranges and triangle indexes inside the file's (not checked: the vertex arrays are one block)",
            "com_mesh.c:8562-8598, 8898-8926" + AT);
    static final EngineRule BAD_STRINGS = new EngineRule("F16", Severity.WARNING, "names inside the text",
            "com_mesh.c:8358-8363" + AT);

    static final EngineRule PARENTS = new EngineRule("F12", Severity.WARNING, "every joint's parent before it",
            "com_mesh.c:8671-8680" + AT);
    private static final IqmFits FITS = new IqmFits("fte", null, null, false, "F9", "F4", "F5", null, 65536, "F15", null, null);

    /** The profile; the service loader makes it. */
    public FteProfile() {
        super("fte", "FTE QuakeWorld", List.of(MAGIC, VERSION, FILESIZE, REQUIRED, WEIGHTS, JOINTS, POSES, SKELETON,
                FORMATS, INDEXES, WEIGHT_SUMS, PARENTS, CHANNELS, INDEX_SPAN, UNCHECKED, RANGES, BAD_STRINGS, TANGENTS, CUSTOM,
                RATES, EXTENSIONS, NAN), FITS);
    }

    /** Level-of-detail chains as FTE's per-mesh LOD ranges ({@link FteLodRanges}). */
    @Override
    Model fittedFurther(Model given, Model fitted, Diagnostics changes) {
        return FteLodRanges.fitted(given, fitted, changes);
    }

    @Override
    BreakVerdict onBreak(IqmBreak b, IqmBreaks.Facts facts) {
        String past = "not checked: reads past the file";
        return switch (b.kind()) {
            case MAGIC -> BreakVerdict.of(MAGIC, b, "\"format not recognised\"");
            case VERSION -> BreakVerdict.of(VERSION, b, "\"unsupported IQM version\"");
            case FILESIZE_PAST_END, FILESIZE_BELOW_HEADER, SECTION_PAST_FILESIZE -> BreakVerdict.of(FILESIZE, b,
                    "refused: the header's size is not the file's");
            case SECTION_PAST_END -> switch (b.section()) {
                case TEXT, MESHES, VERTEX_ARRAYS, TRIANGLES, JOINTS, POSES, ANIMS -> BreakVerdict.of(UNCHECKED, b, past);
                // frames are read as the masks say (FRAMES_PAST_END) once F14 passes
                case FRAMES -> BreakVerdict.loads();
                case ADJACENCY, BOUNDS, COMMENT -> BreakVerdict.unknown();
            };
            case ARRAY_PAST_END, MESH_TRIANGLES_PAST_FILE, FRAMES_PAST_END -> BreakVerdict.of(UNCHECKED, b, past);
            // the vertex arrays are one block (8562-8598): a little past a mesh's or the file's vertexes is
            // the next array's data, read at load only where tangents are computed (8963), which may pass the block
            case MESH_VERTEX_RANGE, TRIANGLE_INDEX_PAST -> facts.storedTangents()
                    ? BreakVerdict.of(RANGES, b, "drawn from the loader's other arrays: garbage") : BreakVerdict.unknown();
            case TRIANGLE_INDEX_AT_COUNT -> BreakVerdict.of(RANGES, b, "drawn from the loader's next array: garbage");
            case MESH_TRIANGLE_RANGE -> BreakVerdict.of(RANGES, b, "other sections' bytes read as triangles: garbage,"
                    + " those past 65,535 of the first vertex dropped");
            // IQM 2 makes a joint whose parent is not an earlier one a root (8671-8680); IQM 1 uses it unchecked
            case JOINT_PARENT_PAST -> facts.version() == 2 ? BreakVerdict.of(PARENTS, b,
                    "made a root: the skeleton is drawn wrong") : BreakVerdict.unknown();
            // the poses' parents are never read (8600-8700)
            case POSE_PARENT_PAST -> BreakVerdict.loads();
            case NAME_PAST_TEXT -> BreakVerdict.of(BAD_STRINGS, b, "named <BADSTRING>");
            case POSES_NOT_JOINTS -> BreakVerdict.of(POSES, b, "\"IQM has mismatched joints\"");
            case FRAMECHANNELS -> BreakVerdict.of(CHANNELS, b,
                    "loads without animation data (\"Incorrect number of framechannels found\")");
            case ANIM_RANGE -> BreakVerdict.of(RATES, b, "the animation's range is clamped to the frames");
            // a short header and a vertex array's size: FTE's handling was not read
            case SHORT_HEADER, ARRAY_SIZE -> BreakVerdict.unknown();
        };
    }

    @Override
    protected void check(CheckedFile checked, List<EngineFinding> out) {
        IqmView v = IqmView.of(checked);
        IqmChecks.parentsFirst(v, PARENTS, out, "made a root: the skeleton is drawn wrong");
        IqmFile f = v.file;
        long size = v.header(IqmView.FILESIZE);
        if (size != v.length) {
            out.add(FILESIZE.finding("file", "the header says " + size + " bytes, the file has " + v.length));
        }
        if (f.vertexCount() > 0) {
            IqmChecks.required(v, REQUIRED, out, false, "\"is missing vertex array data\"", POSITION, TEXCOORD);
        }
        if (!f.meshes().isEmpty() && (v.jointCount() > 0 || f.frameCount() > 0 || !f.anims().isEmpty())) {
            IqmChecks.required(v, WEIGHTS, out, false, "\"animated IQM lacks bone weights\"", BLEND_INDEXES,
                    BLEND_WEIGHTS);
        }
        if (v.jointCount() > 256 || f.poses().size() > 256) {
            out.add(JOINTS.finding("file", v.jointCount() + " joints and " + f.poses().size() + " poses: \"max supported"
                    + " is 256\""));
        }
        boolean weighted = IqmChecks.has(v, BLEND_INDEXES) || IqmChecks.has(v, BLEND_WEIGHTS);
        if (!f.meshes().isEmpty() && weighted && v.jointCount() == 0) {
            out.add(SKELETON.finding("file", "blend arrays but no joints: \"mesh IQM has no joints\""));
        }
        if (f.frameCount() > 0 && f.poses().isEmpty()) {
            out.add(SKELETON.finding("file", f.frameCount() + " frames but no poses: \"animated IQM has no poses\""));
        }
        arrays(v, out);
        IqmChecks.meshIndexSpan(v, INDEX_SPAN, out, 0xffff, "dropped in 16-bit index builds (\"Dropped N of M"
                + " triangles due to index size limit\")");
        for (int i = 0; i < f.anims().size(); i++) {
            float rate = f.anims().get(i).framerate();
            if (!(rate > 0)) {
                out.add(RATES.finding(v.anim(i), "frame rate " + rate + ": played at 10 frames a second"));
            }
        }
        for (IqmExtension e : f.extensions()) {
            String name = f.string(e.name()).toUpperCase(Locale.ROOT);
            if (name.equals(FteLodRanges.EXTENSION) && e.dataLength() != 28 * f.meshes().size()) {
                out.add(EXTENSIONS.finding("extension FTE_MESH", e.dataLength() + " bytes, not 28 for each of "
                        + f.meshes().size() + " meshes: the extension is ignored"));
            } else if (name.equals("FTE_EVENT") && e.dataLength() % 16 != 0) {
                out.add(EXTENSIONS.finding("extension FTE_EVENT", e.dataLength() + " bytes, not whole events of 16"
                        + " (animation, time, code, text): the extension is ignored"));
            } else if (name.equals("FTE_SKINS")) {
                skins(e, f.meshes().size(), out);
            }
        }
        IqmChecks.nonFinite(v, NAN, out, "passed on to the renderer");
    }

    /**
     * FTE_SKINS: two counts (skin frames, mesh skins), a skin count per mesh, 8 bytes a skin frame
     * (material, shader text) and 12 a mesh skin (first frame, frame count, interval); FTE ignores
     * it unless its size is exactly that (the sum in the loader's size_t, as here in wrapping longs).
     */
    private static void skins(IqmExtension e, int meshes, List<EngineFinding> out) {
        long size = e.dataLength();
        String what;
        if (size < 4L * (2 + meshes)) {
            what = size + " bytes, fewer than the two counts and one per mesh";
        } else {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(e.data()).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            long frames = b.getInt(0);
            long skins = b.getInt(4);
            long expected = 8 + 4L * meshes + frames * 8 + skins * 12;
            if (size == expected) {
                return;
            }
            what = size + " bytes, not the " + Long.toUnsignedString(expected) + " of " + Integer.toUnsignedString(
                    (int) frames) + " skin frames and " + Integer.toUnsignedString((int) skins) + " mesh skins";
        }
        out.add(EXTENSIONS.finding("extension FTE_SKINS", what + ": the extension is ignored"));
    }

    private static void arrays(IqmView v, List<EngineFinding> out) {
        List<IqmVertexArray> arrays = v.file.vertexArrays();
        for (int i = 0; i < arrays.size(); i++) {
            IqmVertexArray a = arrays.get(i);
            String part = v.part(i, a);
            if (!IqmView.isStandard(a)) {
                out.add(CUSTOM.finding(part, "\"Unrecognised iqm info\": the array is ignored"));
                continue;
            }
            if (a.type() == BLEND_INDEXES && (a.format() == FLOAT || a.format() == HALF || a.format() == 8)) {
                out.add(FORMATS.finding(part, IqmView.layout(a) + " blend indexes are read as all 0 (\"Invalid bone"
                        + " indexes\")"));
            } else if (a.format() == HALF) {
                out.add(FORMATS.finding(part, "half values are read as 0 unless the engine was built with F16C"));
            }
            if (a.type() == TANGENT && !(a.format() == FLOAT && a.size() == 4)) {
                out.add(TANGENTS.finding(part, IqmView.layout(a) + " tangents are not read: the engine computes its own"));
            }
            if (a.type() == BLEND_INDEXES && a.format() != FLOAT && a.format() != HALF && a.format() != 8) {
                indexes(v, i, a, out);
            }
            if (a.type() == BLEND_WEIGHTS) {
                weightless(v, i, a, out);
            }
        }
    }

    private static void indexes(IqmView v, int index, IqmVertexArray a, List<EngineFinding> out) {
        ByteBuffer data = IqmView.data(a);
        int count = 0;
        int first = -1;
        for (int k = 0; k < a.vertexCount(); k++) {
            for (int c = 0; c < a.size(); c++) {
                double j = IqmView.component(data, a, k, c);
                if (j < 0 || j >= v.jointCount()) {
                    count++;
                    first = first < 0 ? k : first;
                    break;
                }
            }
        }
        if (count > 0) {
            out.add(INDEXES.finding(v.part(index, a), count + " vertexes name a joint outside the " + v.jointCount()
                    + " (first: vertex " + first + "): those indexes are set to 0"));
        }
    }

    private static void weightless(IqmView v, int index, IqmVertexArray a, List<EngineFinding> out) {
        ByteBuffer data = IqmView.data(a);
        int count = 0;
        int first = -1;
        for (int k = 0; k < a.vertexCount(); k++) {
            double sum = 0;
            for (int c = 0; c < a.size(); c++) {
                sum += Math.abs(IqmView.component(data, a, k, c));
            }
            if (sum == 0) {
                count++;
                first = first < 0 ? k : first;
            }
        }
        if (count > 0) {
            out.add(WEIGHT_SUMS.finding(v.part(index, a), count + " vertexes have no weight (first: vertex " + first
                    + "): they follow their first joint fully"));
        }
    }
}
