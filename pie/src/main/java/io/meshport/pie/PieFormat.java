package io.meshport.pie;

import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.ReaderCheck;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Model;
import io.meshport.pie.internal.compile.PieCompiler;
import io.meshport.pie.internal.export.PieExporter;
import io.meshport.pie.internal.read.PieReader;
import io.meshport.pie.internal.rules.PieRules;
import io.meshport.pie.internal.write.PieDocumentWriter;
import io.meshport.text.Latin1Text;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Warzone 2100 PIE 2, 3 and 4: its four stages on meshport's format template. Read and write
 * through {@link #newReader()} and {@link #newWriter()} (or {@link Pie}'s reader() and writer()); found by
 * {@link io.meshport.io.ModelIO} through {@code META-INF/services}.
 *
 * <p>Text is read as ISO-8859-1, byte for char: PIE's syntax is ASCII, and a stray byte is an
 * error at its column rather than a decoding failure. Bad input throws
 * {@link io.meshport.io.ModelFormatException} with {@code file:line:col}, where the game's loader
 * fails; what the game tolerates is reported as a warning. Documents ({@link PieDocument}) keep
 * everything the file says, comments and order included.
 */
public final class PieFormat extends DocumentFormat<PieDocument> {
    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public PieFormat() {
        super("pie", List.of("pie"), CAPABILITIES, true);
    }

    /**
     * What a PIE file holds exactly: float positions, one set of float texture coordinates and
     * float normals (every mesh read back has normals: the game's face normals when the file has
     * none), and its own extras and the per-triangle streams its compiler makes (polygon flags,
     * texture animation), but no other triangle streams. Vertices come back as the game welds
     * polygon corners, not as they were. Materials are not declared: a PIE file names one texture
     * page (PIE 4: one per level), a PNG file name, so only some material names come back as they
     * were; the exporter says which. No mesh names; a skeleton only as ANIMOBJECT levels and
     * connector joints, which the exporter takes itself; no colours, no tangents. Y up,
     * left-handed, clockwise ({@link PieCompiler#CONVENTIONS}).
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .keepsVertices(false)
            .conventions(PieCompiler.CONVENTIONS).required(AttributeKind.NORMAL)
            .extra(PieFileExtra.class).extra(PieLevelExtra.class).build();

    /** The declaration with materials, for the loss check: the exporter reports materials itself. */
    static final Capabilities CAPABILITIES_WITH_MATERIALS = withMaterials(CAPABILITIES);

    private static Capabilities withMaterials(Capabilities c) {
        return new Capabilities(c.layouts(), c.customLayouts(), c.texcoordSets(), c.colorSets(),
                c.triangleStreamLayouts(), c.skeleton(), c.animations(), c.bounds(), c.comment(), c.meshNames(), true,
                c.conventions(), c.extras(), c.codecExtras(), c.required(), c.tangentsWithTexcoords(),
                c.uniformStreams(), c.keepsVertices(), c.singleMesh(), c.jointScale(), c.joinsByMaterial());
    }

    /** The setting that picks the PIE version written: 2, 3 or 4 (default: a PIE model's own, else 3). */
    public static final String VERSION_SETTING = "pie.version";
    /** The setting that splits meshes over the game's polygon limit into several levels ("true"). */
    public static final String SPLIT_LEVELS_SETTING = "pie.split-levels";
    /**
     * The setting that makes every level a shadow mesh (SHADOWPOINTS, SHADOWPOLYGONS; PIE 4):
     * {@code hull} (the convex hull of its points) or {@code simplify[:RATIO]} (its triangles
     * simplified to RATIO of their number, default 0.25).
     */
    public static final String SHADOW_MESH_SETTING = "pie.shadow-mesh";
    /**
     * The setting that makes a {@code simplify} shadow mesh permissive ("true"), as
     * {@code --simplify-permissive} makes {@code --simplify}: points split into more than two
     * copies (flat shading) move with all their copies instead of being held.
     */
    public static final String SHADOW_PERMISSIVE_SETTING = "pie.shadow-permissive";
    /**
     * How the reader's warning on values past what a line takes begins: the 4.4+ loader reads a
     * line at a time and ignores them, a loader that reads a token stream (4.1 to 4.3) does not.
     */
    public static final String EXTRA_VALUES_WARNING = "extra values after ";

    /** The version asked for; else the version a model read from PIE came in; else 3. */
    static int version(WriteOptions options, Model model) {
        OptionalInt asked = askedVersion(options);
        return asked.isPresent() ? asked.getAsInt() : Pie.versionFor(model);
    }

    /** The version {@code pie.version} asks for, if it is set. */
    private static OptionalInt askedVersion(WriteOptions options) {
        String v = options.formatSettings().get(VERSION_SETTING);
        if (v == null) {
            return OptionalInt.empty();
        }
        try {
            int version = Integer.parseInt(v.strip());
            if (PieRules.versionProblem(version) == null) {
                return OptionalInt.of(version);
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("PIE version '" + v + "': meshport writes 2, 3 or 4");
    }

    /** {@code pie.version}, when it is set, is 2, 3 or 4; {@code pie.shadow-mesh} hull or simplify[:RATIO]. */
    @Override
    protected void checkSettings(WriteOptions options) {
        askedVersion(options);
        String shadow = options.formatSettings().get(SHADOW_MESH_SETTING);
        if (shadow != null) {
            PieExporter.checkShadowMesh(shadow);
        }
    }

    /** {@code PIE} and a blank at the very start, as every game file begins. */
    @Override
    public boolean probe(byte[] head) {
        return head != null && head.length >= 4 && head[0] == 'P' && head[1] == 'I' && head[2] == 'E'
                && (head[3] == ' ' || head[3] == '\t');
    }

    /** Degenerate polygons are reported as read, with their level, number and line ({@code PieDegeneratePolygons}). */
    @Override
    public Set<ReaderCheck> readerChecks() {
        return Set.of(ReaderCheck.DEGENERATE_TRIANGLES);
    }

    @Override
    protected PieDocument parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return new PieReader(sourceName, diagnostics).read(Latin1Text.reader(in));
    }

    /** The game's model of the document: a mesh per level, Y up, left-handed, clockwise ({@link PieCompiler}). */
    @Override
    protected Model compile(PieDocument document, String sourceName, Diagnostics diagnostics) {
        return PieCompiler.compile(document, sourceName, diagnostics);
    }

    /** {@code pie.version} checked, and with {@code pie.split-levels} meshes over the game's limit split. */
    @Override
    protected Model prepare(Model model, WriteOptions options, Diagnostics losses) {
        return PieExporter.prepared(model, version(options, model), splitLevels(options), losses);
    }

    /** Without the streams PIE's compiler makes and the rigid skeleton its levels keep: the exporter reports those. */
    @Override
    protected Model lossChecked(Model model) {
        return PieExporter.lossChecked(model);
    }

    /** Materials are the exporter's to report: PIE holds them as texture page names. */
    @Override
    protected Capabilities lossCapabilities(WriteOptions options) {
        return CAPABILITIES_WITH_MATERIALS;
    }

    /**
     * {@code pie.version}: 2, 3 or 4, by default a PIE model's own version ({@link Pie#versionFor}),
     * else 3; {@code pie.split-levels}: true to split meshes over the game's 8192 polygons a level.
     *
     * @throws ModelFormatException when a mesh is over the game's limits and not split
     */
    @Override
    protected PieDocument export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        int version = version(options, model);
        try {
            return PieExporter.export(model, version, options.formatSettings().get(SHADOW_MESH_SETTING),
                    Boolean.parseBoolean(options.formatSettings().get(SHADOW_PERMISSIVE_SETTING)), losses);
        } catch (IllegalArgumentException e) {
            // PIE extras that came from elsewhere (an IQM extension, an edit) and break the
            // game's rules: a fact about the input, not a defect
            throw ModelFormatException.inSource("pie", "the model's PIE data does not make a valid PIE "
                    + version + " file: " + e.getMessage()).withCause(e);
        }
    }

    @Override
    protected void print(PieDocument document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        Latin1Text.write(out, w -> PieDocumentWriter.write(document, w));
    }

    private static boolean splitLevels(WriteOptions options) {
        return Boolean.parseBoolean(options.formatSettings().getOrDefault(SPLIT_LEVELS_SETTING, "false"));
    }
}
