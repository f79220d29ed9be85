package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a format can hold, so the model generator makes only models the format must round-trip:
 * the vertex stream layouts it stores per kind, whether it has custom streams, a skeleton,
 * animations, per-frame bounds and a comment.
 *
 * @param layouts per kind, the (component type, size) pairs the format stores losslessly
 * @param customLayouts the layouts of custom streams, empty if the format has none
 * @param bounds whether the format stores per-frame bounds (generated models with frames then have them:
 *     a writer may compute bounds a model lacks)
 * @param required kinds every mesh has (a format that derives missing normals, say, always has them)
 * @param tangentsWithTexcoords whether a mesh with texcoords always has tangents (derived when absent)
 * @param uniformStreams whether every mesh of a model has the same streams in the same layouts
 *     (IQM and IQE keep one set of vertex arrays for the whole file)
 */
public record Capabilities(Map<AttributeKind, List<Layout>> layouts, List<Layout> customLayouts, boolean skeleton,
        boolean animations, boolean bounds, boolean comment, boolean meshNames, Set<AttributeKind> required,
        boolean tangentsWithTexcoords, boolean uniformStreams) {

    /** One (component type, size) pair. */
    public record Layout(ComponentType component, int size) {
    }

    public static Layout layout(ComponentType component, int size) {
        return new Layout(component, size);
    }
}
