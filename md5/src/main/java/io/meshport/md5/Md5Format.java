package io.meshport.md5;

import io.meshport.format.AnimationFiles;
import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.md5.internal.compile.Md5Compiler;
import io.meshport.md5.internal.export.Md5Exporter;
import io.meshport.md5.internal.read.Md5Reader;
import io.meshport.md5.internal.write.Md5DocumentWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Model;
import io.meshport.text.Latin1Text;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * idTech 4 MD5, version 10: {@code .md5mesh} (a skeleton in its bind pose and meshes weighted to
 * it) and {@code .md5anim} (frames of the skeleton's poses), on meshport's format template. Read
 * and write through {@link #newReader()} and {@link #newWriter()} (or {@link Md5}'s reader() and
 * writer()); found by {@link io.meshport.io.ModelIO} through {@code META-INF/services}.
 *
 * <p>Reading gives what the reference IQM compiler (lsalzman/iqm) imports: a mesh file becomes
 * meshes with positions, texture coordinates, smoothed normals and four blend weights a vertex,
 * and the skeleton; an animation file becomes one animation named after the file. A mesh and its
 * animations combine as the compiler combines them ({@code meshport convert mesh.md5mesh
 * idle.md5anim out.iqm}). Bad input throws {@link ModelFormatException} at {@code file:line:col}.
 *
 * <p>Writing a model to {@code x.md5mesh} writes its meshes and skeleton there and each animation
 * beside it as {@code x-<animation>.md5anim}; writing to {@code x.md5anim} writes its first
 * animation.
 */
public final class Md5Format extends DocumentFormat<Md5Document> {
    /** The extension of an animation file: one {@link #printBeside} writes, or one asked for. */
    private static final String ANIMATION_EXTENSION = "md5anim";

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public Md5Format() {
        super("md5", List.of("md5mesh", "md5anim"), CAPABILITIES, true);
    }

    /**
     * What one MD5 file gives back: float positions and texture coordinates, four blend weights a
     * vertex as bytes that sum to 255 with byte joint indexes (short ones past 256 joints), the
     * skeleton without scale, mesh names and
     * materials (shaders); normals and tangents always (derived as the reference compiler derives them). An
     * animation goes to a file of its own, beside the mesh file, so one file does not give it back
     * ({@link #lossCapabilities(WriteOptions)} counts it as kept). Z up, right-handed, clockwise.
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .skeleton(true).jointScale(false).meshNames(true).materials(true).uniformStreams(true)
            .conventions(Md5Compiler.CONVENTIONS).required(AttributeKind.NORMAL)
            .required(AttributeKind.TANGENT).tangentsWithTexcoords(true).build();

    /** With animations and their bounds: written beside an {@code .md5mesh} file, or as the {@code .md5anim} file. */
    private static final Capabilities WITH_ANIMATIONS = withAnimations(CAPABILITIES);

    private static Capabilities withAnimations(Capabilities c) {
        return new Capabilities(c.layouts(), c.customLayouts(), c.texcoordSets(), c.colorSets(),
                c.triangleStreamLayouts(), c.skeleton(), true, true, c.comment(), c.meshNames(), c.materials(),
                c.conventions(), c.extras(), c.codecExtras(), c.required(), c.tangentsWithTexcoords(),
                c.uniformStreams(), c.keepsVertices(), c.singleMesh(), c.jointScale(), c.joinsByMaterial());
    }

    /** {@code MD5Version} at the start, after any blanks. */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        int i = 0;
        while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n')) {
            i++;
        }
        byte[] word = "MD5Version".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        if (head.length - i < word.length) {
            return false;
        }
        for (int k = 0; k < word.length; k++) {
            if (head[i + k] != word[k]) {
                return false;
            }
        }
        return true;
    }

    @Override
    protected Md5Document parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return new Md5Reader(sourceName, diagnostics).read(Latin1Text.reader(in));
    }

    /** The reference compiler's model of the document ({@link Md5Compiler}). */
    @Override
    protected Model compile(Md5Document document, String sourceName, Diagnostics diagnostics) {
        return Md5Compiler.compile(document, sourceName, diagnostics);
    }

    /** Animations and bounds count as kept: they go beside an {@code .md5mesh} file, or are the {@code .md5anim} file. */
    @Override
    protected Capabilities lossCapabilities(WriteOptions options) {
        return WITH_ANIMATIONS;
    }

    /** The mesh file, with the animations beside it (no file name: the mesh file). */
    @Override
    protected Md5Document export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        return export(model, null, options, losses);
    }

    /** For an {@code .md5anim} file the first animation; else the mesh file with the animations beside it. */
    @Override
    protected Md5Document export(Model model, String fileName, WriteOptions options, Diagnostics losses)
            throws ModelFormatException {
        if (isAnimationFile(fileName)) {
            return Md5Exporter.animation(model, losses);
        }
        Md5Document mesh = Md5Exporter.mesh(model, losses);
        if (fileName == null && !mesh.animations().isEmpty()) {
            losses.lost("md5", "the animations are not written: they go beside an .md5mesh file, and this is a stream",
                    LossScope.of("animations"));
        }
        return mesh;
    }

    /** A document with a number that is not finite (built by hand) is refused before anything is written. */
    @Override
    protected void checkPrintable(Md5Document document, String targetName) throws ModelFormatException {
        Md5DocumentWriter.checkFinite(document, targetName);
        for (Md5Document animation : document.animations()) {
            Md5DocumentWriter.checkFinite(animation, targetName);
        }
    }

    @Override
    protected void print(Md5Document document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        Latin1Text.write(out, w -> Md5DocumentWriter.write(document, w));
    }

    /**
     * A mesh document's animations, each as {@code <stem>-<animation>.md5anim} beside {@code file}
     * (just {@code <animation>.md5anim} when the name starts with {@code <stem>-} already, as
     * {@code pistol-idle} beside {@code pistol.md5mesh}), atomically, replacing one by
     * {@code options.overwrite()}.
     */
    @Override
    protected void printBeside(Md5Document document, Path file, WriteOptions options) throws IOException {
        AnimationFiles.write(file, document.animations(), Md5Document::animationName, ANIMATION_EXTENSION, options,
                (animation, out) -> print(animation, out, null, options));
    }

    /**
     * The name of the file that writing a mesh file {@code <stem>.md5mesh} puts the animation
     * {@code name} in, beside it: {@code <stem>-<name>.md5anim}, with what is not a letter, digit,
     * {@code -}, {@code _} or {@code .} made {@code _} (and no second {@code <stem>-} when the name
     * starts with it), so that a build script can name the files it hands on.
     *
     * @param stem the mesh file's name without {@code .md5mesh}
     * @param name the animation's name
     * @return the animation file's name, without a folder
     */
    public static String animationFileName(String stem, String name) {
        return AnimationFiles.fileName(stem, name, ANIMATION_EXTENSION);
    }

    private static boolean isAnimationFile(String fileName) {
        return fileName != null && fileName.toLowerCase(Locale.ROOT).endsWith("." + ANIMATION_EXTENSION);
    }
}
