package io.meshport.iqe;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArrayDescriptor;
import java.util.Locale;

/**
 * The IQE vertex array types ({@code vertexarray TYPE ...}): what each is in the model and
 * its default layout when no {@code vertexarray} line declares one (iqe.txt: IQM's
 * recommended types, positions and colours with 3 components; custom arrays have no default
 * and are unused unless declared).
 */
enum IqeVertexArrayLayout {
    POSITION("position", AttributeKind.POSITION, ComponentType.FLOAT, 3),
    TEXCOORD("texcoord", AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
    NORMAL("normal", AttributeKind.NORMAL, ComponentType.FLOAT, 3),
    TANGENT("tangent", AttributeKind.TANGENT, ComponentType.FLOAT, 4),
    BLEND_INDEXES("blendindexes", AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
    BLEND_WEIGHTS("blendweights", AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
    COLOR("color", AttributeKind.COLOR, ComponentType.UBYTE, 3),
    CUSTOM0("custom0", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM1("custom1", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM2("custom2", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM3("custom3", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM4("custom4", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM5("custom5", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM6("custom6", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM7("custom7", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM8("custom8", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    CUSTOM9("custom9", AttributeKind.CUSTOM, ComponentType.FLOAT, 4);

    private static final IqeVertexArrayLayout[] VALUES = values();

    final String word;
    final AttributeKind kind;
    final ComponentType defaultComponent;
    final int defaultSize;

    IqeVertexArrayLayout(String word, AttributeKind kind, ComponentType defaultComponent, int defaultSize) {
        this.word = word;
        this.kind = kind;
        this.defaultComponent = defaultComponent;
        this.defaultSize = defaultSize;
    }

    /** The type a {@code vertexarray} word names (case-insensitive, as the reference compiler), or null. */
    static IqeVertexArrayLayout ofWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (IqeVertexArrayLayout t : VALUES) {
            if (t.word.equals(w)) {
                return t;
            }
        }
        return null;
    }

    static IqeVertexArrayLayout custom(int n) {
        return VALUES[CUSTOM0.ordinal() + n];
    }

    /** The component type a {@code vertexarray} word names (case-insensitive), or null. */
    static ComponentType componentOfWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (ComponentType c : ComponentType.values()) {
            if (c.word().equals(w)) {
                return c;
            }
        }
        return null;
    }

    /** The model layout of this type for a declared component, size and custom name. */
    VertexArrayDescriptor descriptor(ComponentType component, int size, String customName) {
        if (kind == AttributeKind.CUSTOM) {
            return VertexArrayDescriptor.custom(customName == null || customName.isEmpty() ? word : customName,
                    component, size);
        }
        return VertexArrayDescriptor.of(kind, component, size);
    }
}
