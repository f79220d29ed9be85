package io.meshport.io;

import java.util.List;
import java.util.Objects;

/**
 * What part of a model a writer's loss is about, so that a test (and a script reading
 * {@code meshport convert --report=json}) can check it against what came back: paths as
 * {@code io.meshport.harness.ModelDiff} names differences, with {@code *} for any mesh.
 *
 * <p>Paths: {@code meshes[i].streams.NAME}, {@code meshes[i].triangleStreams.NAME},
 * {@code meshes[i].name}, {@code meshes[i].material}, {@code meshes[i].extras.TYPE} (i a mesh
 * index or {@code *}); {@code joints}, {@code animations}, {@code frameBounds}, {@code comment},
 * {@code conventions}, {@code extras.TYPE}. TYPE is the extra's simple class name.
 *
 * @param paths the parts of the model the loss is about; empty when the writer does not say
 * @param certain true when the parts are dropped or changed for certain; false when their values
 *     may change (a stream stored in a narrower layout), so that a value that happens to survive
 *     does not make the report wrong
 */
public record LossScope(List<String> paths, boolean certain) {
    /** A loss that names no part of the model. */
    public static final LossScope UNSCOPED = new LossScope(List.of(), true);

    /**
     * Copies {@code paths}, so that a scope cannot change after it is made.
     *
     * @throws NullPointerException when {@code paths} or one of them is null
     */
    public LossScope {
        paths = List.copyOf(paths);
    }

    /** The parts at {@code paths}, dropped or changed for certain. */
    public static LossScope of(String... paths) {
        return new LossScope(List.of(paths), true);
    }

    /** The parts at {@code paths}, whose values may change. */
    public static LossScope maybe(String... paths) {
        return new LossScope(List.of(paths), false);
    }

    /** The path of mesh {@code mesh}'s {@code part} ({@code mesh} -1 for any mesh). */
    public static String meshPath(int mesh, String part) {
        Objects.requireNonNull(part, "part");
        return "meshes[" + (mesh < 0 ? "*" : Integer.toString(mesh)) + "]." + part;
    }
}
