package io.meshport.fbx;

/**
 * Autodesk FBX in a line: the {@link FbxFormat} and its reader. FBX is read only.
 *
 * <pre>{@code
 * Model model = Fbx.reader().withDiagnostics(warnings).read(Path.of("character.fbx"));
 * Model same = ModelIO.read(Path.of("character.fbx"));   // with the module on the module path
 * }</pre>
 */
public final class Fbx {
    private static final FbxFormat FORMAT = new FbxFormat();

    private Fbx() {
    }

    /** The FBX format. */
    public static FbxFormat format() {
        return FORMAT;
    }

    /** An FBX reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FbxReader reader() {
        return new FbxReader();
    }
}
