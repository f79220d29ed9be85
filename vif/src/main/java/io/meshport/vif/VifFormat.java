package io.meshport.vif;

import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Model;
import io.meshport.text.Latin1Text;
import io.meshport.vif.internal.compile.VifCompiler;
import io.meshport.vif.internal.export.VifExporter;
import io.meshport.vif.internal.read.VifReader;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
import io.meshport.vif.internal.write.VifDocumentWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;

/**
 * VDSlib's VIF 1.0, 2.0, 2.1, 2.2 and 2.3: its four stages on meshport's format template. Read and
 * write through {@link #newReader()} and {@link #newWriter()} (or {@link Vif}'s reader() and writer()); found by
 * {@link io.meshport.io.ModelIO} through {@code META-INF/services}.
 *
 * <p>Reading is strict by default: a file that breaks VIF's rules (the hierarchy not a tree, a
 * coincident chain that is no ring, a patch ID out of range...) is a {@link ModelFormatException} at
 * the record's {@code file:line:col}, since VDSlib crashes or hangs on many such files; a reader
 * with {@link ReadOptions#LENIENT} reports those as warnings. Text is read as ISO-8859-1, byte for
 * char. A document that breaks the rules is never written. Documents ({@link VifDocument}) keep
 * everything the file says, comments included.
 */
public final class VifFormat extends DocumentFormat<VifDocument> {
    /**
     * What a VIF file holds exactly: float positions and normals, 8-bit RGBA colours, any number of
     * float texture-coordinate sets, its patch IDs as a triangle stream (its own: no other stream), and its hierarchy as a
     * {@link VifExtra}. Vertices as they are for a mesh read from VIF; any other mesh gains the
     * interior vertices of the hierarchy built for it, its own after them (so the corners are compared,
     * not the vertices). No names, materials, skeleton, animation, tangents or
     * other streams. One mesh: several meshes become one, a patch each. Y up, right-handed,
     * counter-clockwise ({@code VifCompiler.CONVENTIONS}).
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.COLOR, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .texcoordSets(Integer.MAX_VALUE)
            .conventions(VifCompiler.CONVENTIONS)
            .keepsVertices(false).singleMesh(true)
            .extra(VifExtra.class).build();

    /** The setting that picks the VIF version written: 1.0, 2.0, 2.1, 2.2 or 2.3 (default: a VIF model's own, else 2.3). */
    public static final String VERSION_SETTING = "vif.version";

    /**
     * The setting that picks how a hierarchy is built for a model that has none: {@code collapse}
     * (the default: merges in the order of edge collapses, by the distance each adds to the surface
     * as measured for meshes of up to 160 triangles, by the simplifier's quadric error for larger
     * ones, so that every cut of the hierarchy is a good simplification) or {@code octree} (VDSlib's own
     * clustering: vertices merged by the cell of space they share).
     */
    public static final String HIERARCHY_SETTING = "vif.hierarchy";

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public VifFormat() {
        super("vif", List.of("vif"), CAPABILITIES, true);
    }

    /** The version asked for; else the version a model read from VIF came in; else 2.3. */
    static VifVersion version(WriteOptions options, Model model) {
        return askedVersion(options).orElseGet(() -> Vif.versionFor(model));
    }

    /** The version {@code vif.version} asks for, if it is set. */
    private static Optional<VifVersion> askedVersion(WriteOptions options) {
        String v = options.formatSettings().get(VERSION_SETTING);
        if (v == null) {
            return Optional.empty();
        }
        return Optional.of(VifVersion.of(v.strip()).orElseThrow(() -> new IllegalArgumentException("VIF version '"
                + v + "': meshport writes 1.0, 2.0, 2.1, 2.2 or 2.3")));
    }

    /** Whether {@code vif.hierarchy} asks for the collapse hierarchy (its default). */
    private static boolean byCollapse(WriteOptions options) {
        String h = options.formatSettings().getOrDefault(HIERARCHY_SETTING, "collapse").strip();
        if (!h.equals("collapse") && !h.equals("octree")) {
            throw new IllegalArgumentException("VIF hierarchy '" + h + "': meshport builds collapse or octree");
        }
        return h.equals("collapse");
    }

    /** {@code vif.version}, when it is set, is a version meshport writes; {@code vif.hierarchy} collapse or octree. */
    @Override
    protected void checkSettings(WriteOptions options) {
        askedVersion(options);
        byCollapse(options);
    }

    /** {@code VIF<digit>} after comment and blank lines, as VDSlib finds its magic. */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        int i = 0;
        while (i < head.length) {
            byte b = head[i];
            if (b == ' ' || b == '\t' || b == '\r' || b == '\n') {
                i++;
            } else if (b == '#') {
                while (i < head.length && head[i] != '\n') {
                    i++;
                }
            } else {
                break;
            }
        }
        return head.length - i >= 4 && head[i] == 'V' && head[i + 1] == 'I' && head[i + 2] == 'F'
                && head[i + 3] >= '0' && head[i + 3] <= '9';
    }

    /** Strictly, or with {@code options.lenient()} the breaches of VIF's rules as warnings ({@code VifReader}). */
    @Override
    protected VifDocument parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return new VifReader(sourceName, diagnostics, options.lenient()).read(Latin1Text.reader(in));
    }

    /**
     * The document's meaning as a model: one mesh, Y up, right-handed, counter-clockwise
     * ({@code VifCompiler}).
     */
    @Override
    protected Model compile(VifDocument document, String sourceName, Diagnostics diagnostics) {
        return VifCompiler.compile(document, sourceName, diagnostics);
    }

    /** Without the patch streams, which VIF holds (and no other format): the exporter writes them. */
    @Override
    protected Model lossChecked(Model model) {
        return VifExporter.lossChecked(model);
    }

    /**
     * {@code vif.version}: 1.0, 2.0, 2.1, 2.2 or 2.3; by default a VIF model's own version, else 2.3
     * ({@link Vif#versionFor}). A mesh read from VIF keeps its hierarchy; any other model gets one
     * built (2.0 on) as {@code vif.hierarchy} says.
     *
     * @throws IllegalArgumentException when {@code vif.version} names no version meshport writes or
     *     {@code vif.hierarchy} no way it builds
     */
    @Override
    protected VifDocument export(Model model, WriteOptions options, Diagnostics losses) {
        return VifExporter.export(model, version(options, model), byCollapse(options), losses);
    }

    /**
     * Refuses a document that breaks VIF's rules ({@code VifRules}): such a file crashes or hangs
     * VDSlib.
     */
    @Override
    protected void checkPrintable(VifDocument document, String targetName) throws ModelFormatException {
        VifProblem breach = VifRules.firstBreach(document);
        if (breach != null) {
            throw ModelFormatException.inSource(targetName, "not written: the document breaks VIF's rules ("
                    + breach.message() + ")");
        }
    }

    /** The document as ISO-8859-1 text ({@code VifDocumentWriter}), comments kept. */
    @Override
    protected void print(VifDocument document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        Latin1Text.write(out, w -> VifDocumentWriter.write(document, w));
    }
}
