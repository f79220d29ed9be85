package io.meshport.harness;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import java.util.List;
import java.util.Map;

/**
 * What a format can hold, so the model generator makes only models the format must round-trip:
 * the vertex stream layouts it stores per kind, whether it has custom streams, a skeleton,
 * animations, per-frame bounds and a comment.
 *
 * @param layouts per kind, the (component type, size) pairs the format stores losslessly
 * @param customLayouts the layouts of custom streams, empty if the format has none
 */
public record Capabilities(Map<AttributeKind, List<Layout>> layouts, List<Layout> customLayouts, boolean skeleton,
        boolean animations, boolean bounds, boolean comment, boolean meshNames) {

    /** One (component type, size) pair. */
    public record Layout(ComponentType component, int size) {
    }

    public static Layout layout(ComponentType component, int size) {
        return new Layout(component, size);
    }
}
