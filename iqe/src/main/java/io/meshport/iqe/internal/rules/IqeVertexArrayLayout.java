package io.meshport.iqe.internal.rules;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArrayDescriptor;
import java.util.Locale;

/**
 * The IQE vertex array types ({@code vertexarray TYPE ...}): what each is in the model and
 * its default layout when no {@code vertexarray} line declares one (iqe.txt: IQM's
 * recommended types, positions and colours with 3 components; custom arrays have no default
 * and are unused unless declared).
 *
 * <p>Public because two stages share it: the compiler reads {@code vertexarray} lines with it, and the
 * exporter writes them.
 */
public enum IqeVertexArrayLayout {
    /** Positions: float 3 by default. */
    POSITION("position", AttributeKind.POSITION, ComponentType.FLOAT, 3),
    /** Texture coordinates: float 2 by default. */
    TEXCOORD("texcoord", AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
    /** Normals: float 3 by default. */
    NORMAL("normal", AttributeKind.NORMAL, ComponentType.FLOAT, 3),
    /** Tangents: float 4 by default. */
    TANGENT("tangent", AttributeKind.TANGENT, ComponentType.FLOAT, 4),
    /** Blend (joint) indexes: ubyte 4 by default. */
    BLEND_INDEXES("blendindexes", AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
    /** Blend weights: ubyte 4 by default. */
    BLEND_WEIGHTS("blendweights", AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
    /** Colours: ubyte 3 by default. */
    COLOR("color", AttributeKind.COLOR, ComponentType.UBYTE, 3),
    /** Custom array 0 ({@code v0}): used only when declared. */
    CUSTOM0("custom0", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 1 ({@code v1}): used only when declared. */
    CUSTOM1("custom1", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 2 ({@code v2}): used only when declared. */
    CUSTOM2("custom2", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 3 ({@code v3}): used only when declared. */
    CUSTOM3("custom3", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 4 ({@code v4}): used only when declared. */
    CUSTOM4("custom4", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 5 ({@code v5}): used only when declared. */
    CUSTOM5("custom5", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 6 ({@code v6}): used only when declared. */
    CUSTOM6("custom6", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 7 ({@code v7}): used only when declared. */
    CUSTOM7("custom7", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 8 ({@code v8}): used only when declared. */
    CUSTOM8("custom8", AttributeKind.CUSTOM, ComponentType.FLOAT, 4),
    /** Custom array 9 ({@code v9}): used only when declared. */
    CUSTOM9("custom9", AttributeKind.CUSTOM, ComponentType.FLOAT, 4);

    private static final IqeVertexArrayLayout[] VALUES = values();

    /** The word that names the type in a {@code vertexarray} line. */
    public final String word;
    /** What the type holds in the model. */
    public final AttributeKind kind;
    /** The component type when no {@code vertexarray} line declares one. */
    public final ComponentType defaultComponent;
    /** The number of components when no {@code vertexarray} line declares one. */
    public final int defaultSize;

    IqeVertexArrayLayout(String word, AttributeKind kind, ComponentType defaultComponent, int defaultSize) {
        this.word = word;
        this.kind = kind;
        this.defaultComponent = defaultComponent;
        this.defaultSize = defaultSize;
    }

    /** The type a {@code vertexarray} word names (case-insensitive, as the reference compiler), or null. */
    public static IqeVertexArrayLayout ofWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (IqeVertexArrayLayout t : VALUES) {
            if (t.word.equals(w)) {
                return t;
            }
        }
        return null;
    }

    /** The type of custom array {@code n} (0..9). */
    public static IqeVertexArrayLayout custom(int n) {
        return VALUES[CUSTOM0.ordinal() + n];
    }

    /** The component type a {@code vertexarray} word names (case-insensitive), or null. */
    public static ComponentType componentOfWord(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        for (ComponentType c : ComponentType.values()) {
            if (c.word().equals(w)) {
                return c;
            }
        }
        return null;
    }

    /** The model layout of this type for a declared component, size and custom name. */
    public VertexArrayDescriptor descriptor(ComponentType component, int size, String customName) {
        if (kind == AttributeKind.CUSTOM) {
            return VertexArrayDescriptor.custom(customName == null || customName.isEmpty() ? word : customName,
                    component, size);
        }
        return VertexArrayDescriptor.of(kind, component, size);
    }
}
