package io.meshport.fbx;

import io.meshport.fbx.internal.compile.FbxCompiler;
import io.meshport.fbx.internal.read.FbxTreeReader;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ModelReader;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads FBX files into models; configured once ({@link #withDiagnostics}) and used for many files.
 * Immutable. Any bytes give a model or a {@link ModelFormatException} at the place that is wrong:
 * {@code file.fbx:@1234(Objects/Geometry/PolygonVertexIndex): ...} in a binary file,
 * {@code file.fbx:12:3: Objects/Geometry: ...} in an ASCII one.
 *
 * <pre>{@code
 * Model model = Fbx.reader().withDiagnostics(warnings).read(Path.of("character.fbx"));
 * }</pre>
 */
public final class FbxReader implements ModelReader {
    private final Diagnostics diagnostics;
    private final boolean fileUnits;

    /** A reader that drops warnings and reads in metres. */
    FbxReader() {
        this(Diagnostics.discarding(), false);
    }

    private FbxReader(Diagnostics diagnostics, boolean fileUnits) {
        this.diagnostics = diagnostics;
        this.fileUnits = fileUnits;
    }

    /** A reader like this one that reports warnings (skipped parts, reduced weights) to {@code newDiagnostics}. */
    public FbxReader withDiagnostics(Diagnostics newDiagnostics) {
        return new FbxReader(Objects.requireNonNull(newDiagnostics, "diagnostics"), fileUnits);
    }

    /**
     * A reader like this one that keeps the file's numbers in its own unit, as the reference IQM
     * compiler and assimp read them. By default a model is read in metres: the file's
     * {@code UnitScaleFactor} (centimetres per unit; FBX's default and Blender's export, 1) is applied,
     * as Blender and the FBX SDK's programs apply it and as glTF counts, and a note says so.
     */
    public FbxReader withFileUnits() {
        return new FbxReader(diagnostics, true);
    }

    /**
     * The model of the file at {@code file}, named by its file name in messages.
     *
     * @throws ModelFormatException if the file is no FBX 7 file meshport reads
     * @throws IOException if the file cannot be read
     */
    public Model read(Path file) throws IOException {
        return read(file, diagnostics);
    }

    /**
     * The model of the bytes {@code in} gives, named {@code sourceName} in messages (null:
     * {@code <input>}); the stream is read to its end, not closed.
     *
     * @throws ModelFormatException if the bytes are no FBX 7 file meshport reads
     * @throws IOException if {@code in} fails
     */
    public Model read(InputStream in, String sourceName) throws IOException {
        return read(in, sourceName, diagnostics);
    }

    /**
     * The model of the bytes {@code data}, named {@code sourceName} in messages (null:
     * {@code <input>}).
     *
     * @throws ModelFormatException if the bytes are no FBX 7 file meshport reads
     */
    public Model read(byte[] data, String sourceName) throws ModelFormatException {
        return compile(data, sourceName == null ? "<input>" : sourceName, diagnostics);
    }

    /** {@inheritDoc} */
    @Override
    public Model read(InputStream in, String sourceName, Diagnostics warnings) throws IOException {
        String source = sourceName == null ? "<input>" : sourceName;
        return compile(new FbxTreeReader().bytes(in, source), source, warnings);
    }

    /** {@inheritDoc} */
    @Override
    public Model read(Path path, Diagnostics warnings) throws IOException {
        // a file, a pipe or a device alike: read to its end (the tree reader caps the size)
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, ModelIO.sourceName(path), warnings);
        }
    }

    private Model compile(byte[] data, String source, Diagnostics warnings) throws ModelFormatException {
        return FbxCompiler.compile(new FbxTreeReader().read(data, source), data.length, fileUnits, warnings);
    }
}
