package io.meshport.iqm.internal.export;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.ReferenceBlend;
import java.util.ArrayList;
import java.util.List;

/**
 * Blend data in the one layout the IQM engines load. Tesseract and Red Eclipse, Daemon and
 * DarkPlaces take blend indexes and weights only as ubyte×4 (docs/engines.md: a float, half,
 * short or int blend array makes them refuse the model, or draw it unskinned), and the reference
 * compiler writes nothing else; glTF and FBX weights are floats. So, unless asked to keep them,
 * a model's blend arrays in any other layout are written as the reference keeps weights
 * ({@link ReferenceBlend}: weights of 1e-3 or less dropped, the four largest kept, renormalised
 * to bytes that sum to 255), and the change is reported with what it left out.
 */
public final class IqmEngineBlends {
    private IqmEngineBlends() {
    }

    /**
     * {@code model} with every mesh's blend arrays that the engines do not load (weights other than
     * ubyte, indexes other than ubyte or ushort) as ubyte×4 (indexes ushort×4 past 256 joints),
     * reported to {@code losses} when any changed; the model itself when none needed to. Ubyte
     * weights are left as they are: the engines load them whatever they sum to.
     */
    public static Model engineLayout(Model model, Diagnostics losses) {
        int jointCount = model.joints().size();
        ReferenceBlend blend = new ReferenceBlend();
        List<Mesh> meshes = new ArrayList<>(model.meshes().size());
        String changedFrom = null;
        for (Mesh mesh : model.meshes()) {
            String layout = foreignLayout(mesh);
            int indexes = layout == null ? -1 : indexesBelow(mesh.array(AttributeKind.BLEND_INDEXES).get());
            if (layout == null || indexes < 0) {
                meshes.add(mesh);
                continue;
            }
            changedFrom = changedFrom == null ? layout : changedFrom;
            meshes.add(blend.reencoded(mesh, Math.max(jointCount, indexes)));
        }
        if (changedFrom == null) {
            return model;
        }
        String dropped = blend.dropped() == 0 ? ""
                : "; " + blend.dropped() + " weights of 1e-3 or less, or past a vertex's four largest, left out and"
                        + " the rest renormalised";
        losses.lost("iqm", "blend data as " + changedFrom + " is written as ubyte×4 weights summing to 255, the"
                + " layout Tesseract, Daemon and DarkPlaces load and the reference compiler writes (each"
                + " weight rounded to 1/255" + dropped + "; --iqm-blends keep, the setting"
                + " iqm.blends=keep, keeps the model's layout)",
                LossScope.maybe(LossScope.meshPath(-1, "streams.blendindexes"),
                        LossScope.meshPath(-1, "streams.blendweights")));
        return model.toBuilder().meshes(meshes).build();
    }

    /**
     * The layout of {@code mesh}'s blend data when the engines do not load it (weights other than
     * ubyte, indexes other than ubyte or ushort), else null.
     */
    private static String foreignLayout(Mesh mesh) {
        VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        if (indexes == null || weights == null) {
            return null;
        }
        ComponentType index = indexes.descriptor().component();
        boolean engines = weights.descriptor().component() == ComponentType.UBYTE
                && (index == ComponentType.UBYTE || index == ComponentType.USHORT);
        return engines ? null
                : "indexes " + Capabilities.Layout.of(indexes.descriptor()) + " and weights "
                        + Capabilities.Layout.of(weights.descriptor());
    }

    /**
     * One past the largest joint index of {@code indexes}, or -1 when one is not a whole number
     * from 0 to 65535, which no integer blend layout holds (the model's layout is kept, and the
     * validator names the index).
     */
    private static int indexesBelow(VertexArray indexes) {
        int below = 0;
        for (int v = 0; v < indexes.vertexCount(); v++) {
            for (int c = 0; c < indexes.size(); c++) {
                double index = indexes.getDouble(v, c);
                if (!(index >= 0 && index <= 65535 && index == Math.rint(index))) {
                    return -1;
                }
                below = Math.max(below, (int) index + 1);
            }
        }
        return below;
    }
}
