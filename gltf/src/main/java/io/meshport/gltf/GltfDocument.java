package io.meshport.gltf;

import io.meshport.gltf.internal.write.GltfWriter;
import io.meshport.model.Model;
import java.util.Objects;

/**
 * A glTF asset as meshport holds it between a model and bytes: its {@link #model() model} and,
 * for one made from a model ({@code Gltf.writer().fromModel(model)}), the glTF built from it with
 * the images it carries, ready to be put in either container. meshport keeps no glTF document
 * apart from its model (a same-format copy goes through the model), so reading gives the model
 * read; writing a document builds what it lacks.
 *
 * <pre>{@code
 * Diagnostics losses = new Diagnostics();
 * GltfDocument doc = Gltf.writer().withLosses(losses).fromModel(model);   // built, losses reported
 * Gltf.writer().writeDocument(doc, Path.of("out.glb"));                   // the same asset, binary
 * Gltf.writer().writeDocument(doc, Path.of("out.gltf"));                  // and as JSON
 * }</pre>
 */
public final class GltfDocument {
    private final Model model;
    private final GltfWriter.Built built;

    private GltfDocument(Model model, GltfWriter.Built built) {
        this.model = Objects.requireNonNull(model, "model");
        this.built = built;
    }

    /** The document of a model read from a glTF file: the model, nothing built yet. */
    static GltfDocument read(Model model) {
        return new GltfDocument(model, null);
    }

    /** The document of {@code model} exported: the glTF built from it and the images found. */
    static GltfDocument exported(Model model, GltfWriter.Built built) {
        return new GltfDocument(model, Objects.requireNonNull(built, "built"));
    }

    /**
     * The model: as read from the file, or the model exported, in glTF's conventions, as the glTF
     * holds it.
     */
    public Model model() {
        return model;
    }

    /** The glTF built at export, or null for a document read (the printer builds it). */
    GltfWriter.Built built() {
        return built;
    }
}
