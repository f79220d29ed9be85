package io.meshport.smd;

import io.meshport.format.AnimationFiles;
import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.smd.internal.compile.SmdCompiler;
import io.meshport.smd.internal.export.SmdExporter;
import io.meshport.smd.internal.read.SmdReader;
import io.meshport.smd.internal.write.SmdDocumentWriter;
import io.meshport.text.Latin1Text;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Valve's studiomdl SMD, version 1 (GoldSrc and Source): a reference file (a skeleton in its bind
 * pose and triangles weighted to it) or an animation file (frames of the skeleton's poses), on
 * meshport's format template. Read and write through {@link #newReader()} and {@link #newWriter()}
 * (or {@link Smd}'s reader() and writer()); found by {@link io.meshport.io.ModelIO} through
 * {@code META-INF/services}.
 *
 * <p>Reading gives what the reference IQM compiler (lsalzman/iqm) imports: a reference file becomes
 * meshes (one per material) with positions, normals, texture coordinates, derived tangents and four
 * blend weights a vertex, and the skeleton; an animation file becomes one animation named after the
 * file. A reference file and its animations combine as the compiler combines them
 * ({@code meshport convert ref.smd walk.smd out.iqm}). Bad input throws {@link ModelFormatException}
 * at {@code file:line:col}.
 *
 * <p>Writing a model with meshes to {@code x.smd} writes its meshes and skeleton there and each
 * animation beside it as {@code x-<animation>.smd}; a model without meshes is written as its first
 * animation, the others beside it.
 */
public final class SmdFormat extends DocumentFormat<SmdDocument> {
    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public SmdFormat() {
        super("smd", List.of("smd"), CAPABILITIES, true);
    }

    /**
     * What one SMD file gives back: float positions, normals and texture coordinates (one set),
     * four blend weights a vertex as bytes that sum to 255 with byte bone indexes (short ones past
     * 256 bones), the skeleton without scale, and materials; tangents always (derived as the
     * reference compiler derives them). A mesh is named after its material, and vertices are welded
     * from the corners the file lists. Animations go to files of their own, beside the reference
     * file, so one file does not give them back ({@link #lossCapabilities(WriteOptions)} counts them as kept).
     * Z up, right-handed, clockwise (a triangle's lines are read in reverse order: SMD's front faces are counterclockwise).
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .skeleton(true).jointScale(false).meshNames(false).materials(true).uniformStreams(true)
            .keepsVertices(false).conventions(SmdCompiler.CONVENTIONS).required(AttributeKind.NORMAL)
            .required(AttributeKind.TANGENT).tangentsWithTexcoords(true).joinsByMaterial(true).build();

    /** With animations: written beside a reference file, or as the file of a model without meshes. */
    private static final Capabilities WITH_ANIMATIONS = new Capabilities(CAPABILITIES.layouts(),
            CAPABILITIES.customLayouts(), CAPABILITIES.texcoordSets(), CAPABILITIES.colorSets(),
            CAPABILITIES.triangleStreamLayouts(), CAPABILITIES.skeleton(), true, CAPABILITIES.bounds(),
            CAPABILITIES.comment(), CAPABILITIES.meshNames(), CAPABILITIES.materials(), CAPABILITIES.conventions(),
            CAPABILITIES.extras(), CAPABILITIES.codecExtras(), CAPABILITIES.required(),
            CAPABILITIES.tangentsWithTexcoords(), CAPABILITIES.uniformStreams(), CAPABILITIES.keepsVertices(),
            CAPABILITIES.singleMesh(), CAPABILITIES.jointScale(), CAPABILITIES.joinsByMaterial());

    /** {@code version} as the first word after blank and comment lines ({@code #}, {@code ;}, {@code //}). */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        int i = 0;
        while (i < head.length) {
            while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n')) {
                i++;
            }
            if (i < head.length && (head[i] == '#' || head[i] == ';'
                    || (head[i] == '/' && i + 1 < head.length && head[i + 1] == '/'))) {
                while (i < head.length && head[i] != '\n' && head[i] != '\r') {
                    i++;
                }
                continue;
            }
            break;
        }
        byte[] word = "version".getBytes(StandardCharsets.US_ASCII);
        if (head.length - i < word.length + 1) {
            return false;
        }
        for (int k = 0; k < word.length; k++) {
            if (head[i + k] != word[k]) {
                return false;
            }
        }
        return head[i + word.length] == ' ' || head[i + word.length] == '\t';
    }

    @Override
    protected SmdDocument parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return new SmdReader(sourceName, diagnostics).read(Latin1Text.reader(in));
    }

    /** The reference compiler's model of the document ({@link SmdCompiler}). */
    @Override
    protected Model compile(SmdDocument document, String sourceName, Diagnostics diagnostics) {
        return SmdCompiler.compile(document, sourceName, diagnostics);
    }

    /** Animations count as kept: they go beside a reference file, or are the file of a model without meshes. */
    @Override
    protected Capabilities lossCapabilities(WriteOptions options) {
        return WITH_ANIMATIONS;
    }

    /**
     * The model without the mesh names an SMD reader gives back by itself (its material up to the
     * first dot): a model read from SMD, written again, loses no name.
     */
    @Override
    protected Model lossChecked(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        boolean changed = false;
        for (Mesh m : model.meshes()) {
            boolean own = !m.name().isEmpty() && m.name().equals(SmdCompiler.meshName(m.material()));
            meshes.add(own ? m.toBuilder().name("").build() : m);
            changed |= own;
        }
        return changed ? model.toBuilder().meshes(meshes).build() : model;
    }

    /** The reference file, with the animations beside it (no file name: a stream). */
    @Override
    protected SmdDocument export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        return export(model, null, options, losses);
    }

    /** A model with meshes (or without animations) as a reference file; else its first animation; the others beside. */
    @Override
    protected SmdDocument export(Model model, String fileName, WriteOptions options, Diagnostics losses)
            throws ModelFormatException {
        SmdDocument doc = model.meshes().isEmpty() && !model.animations().isEmpty()
                ? SmdExporter.animationFile(model, losses) : SmdExporter.reference(model, losses);
        if (fileName == null && !doc.animations().isEmpty()) {
            losses.lost("smd", "animations are not written: they go beside the .smd file, and this is a stream",
                    LossScope.of("animations"));
        }
        return doc;
    }

    /** A document with a number that is not finite (built by hand) is refused before anything is written. */
    @Override
    protected void checkPrintable(SmdDocument document, String targetName) throws ModelFormatException {
        SmdDocumentWriter.checkFinite(document, targetName);
    }

    @Override
    protected void print(SmdDocument document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        Latin1Text.write(out, w -> SmdDocumentWriter.write(document, w));
    }

    /**
     * A document's animations, each as {@code <stem>-<animation>.smd} beside {@code file} (just
     * {@code <animation>.smd} when the name starts with {@code <stem>-} already), atomically, replacing
     * one by {@code options.overwrite()}.
     */
    @Override
    protected void printBeside(SmdDocument document, Path file, WriteOptions options) throws IOException {
        AnimationFiles.write(file, document.animations(), SmdDocument::animationName, "smd", options,
                (animation, out) -> print(animation, out, null, options));
    }

    /**
     * The file an animation called {@code name} is written to beside the file of stem {@code stem}
     * ({@code x.smd}'s stem is {@code x}): {@code <stem>-<name>.smd}, or {@code <name>.smd} when the
     * name starts with {@code <stem>-}; a character other than a letter, digit, {@code -}, {@code _}
     * or {@code .} becomes {@code _}.
     *
     * @param stem the file name of the reference file without its extension
     * @param name the animation's name
     * @return the file name, without a folder
     */
    public static String animationFileName(String stem, String name) {
        return AnimationFiles.fileName(stem, name, "smd");
    }
}
