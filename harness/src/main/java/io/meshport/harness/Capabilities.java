package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
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

    /**
     * What both formats hold, for models that must survive either: the layouts both store, the
     * features both have; and every constraint either imposes (kinds one of them always derives,
     * tangents with texcoords, one set of streams for all meshes), since a model without them
     * would not come back from that format unchanged.
     */
    public Capabilities intersect(Capabilities other) {
        Map<AttributeKind, List<Layout>> shared = new EnumMap<>(AttributeKind.class);
        layouts.forEach((kind, mine) -> {
            List<Layout> both = mine.stream().filter(other.layouts.getOrDefault(kind, List.of())::contains).toList();
            if (!both.isEmpty()) {
                shared.put(kind, both);
            }
        });
        Set<AttributeKind> requiredByEither = EnumSet.noneOf(AttributeKind.class);
        requiredByEither.addAll(required);
        requiredByEither.addAll(other.required);
        return new Capabilities(Collections.unmodifiableMap(shared),
                customLayouts.stream().filter(other.customLayouts::contains).toList(), skeleton && other.skeleton,
                animations && other.animations, bounds && other.bounds, comment && other.comment,
                meshNames && other.meshNames, Collections.unmodifiableSet(requiredByEither),
                tangentsWithTexcoords || other.tangentsWithTexcoords, uniformStreams || other.uniformStreams);
    }
}
