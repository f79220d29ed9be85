package io.meshport.laws;

import static io.meshport.harness.Capabilities.layout;

import io.meshport.harness.Capabilities;
import io.meshport.harness.Capabilities.Layout;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** What each real format holds losslessly, for the generator. */
final class FormatCapabilities {
    private FormatCapabilities() {
    }

    /** IQM stores any component type and size for every kind, custom streams, skeleton, animations, bounds, comment. */
    static final Capabilities IQM;

    /**
     * IQE writes numbers as text, so it holds what reads back exactly: floats, and small integer
     * types. It derives normals when absent and tangents when texcoords exist, so models it round
     * trips always have them. No per-frame bounds.
     */
    static final Capabilities IQE;

    /** What both hold: in practice the layouts IQE holds (IQM holds all of them) and no bounds. */
    static final Capabilities IQE_AND_IQM;

    static {
        IQM = IqmModelGenerator.CAPABILITIES;

        Map<AttributeKind, List<Layout>> iqe = new EnumMap<>(AttributeKind.class);
        iqe.put(AttributeKind.POSITION, List.of(layout(ComponentType.FLOAT, 3)));
        iqe.put(AttributeKind.TEXCOORD, List.of(layout(ComponentType.FLOAT, 2)));
        iqe.put(AttributeKind.NORMAL, List.of(layout(ComponentType.FLOAT, 3)));
        iqe.put(AttributeKind.TANGENT, List.of(layout(ComponentType.FLOAT, 4)));
        iqe.put(AttributeKind.BLEND_INDEXES, List.of(layout(ComponentType.UBYTE, 4)));
        iqe.put(AttributeKind.BLEND_WEIGHTS, List.of(layout(ComponentType.UBYTE, 4)));
        iqe.put(AttributeKind.COLOR, List.of(layout(ComponentType.UBYTE, 4), layout(ComponentType.FLOAT, 4)));
        List<Layout> customs = List.of(layout(ComponentType.FLOAT, 1), layout(ComponentType.FLOAT, 4),
                layout(ComponentType.UBYTE, 2), layout(ComponentType.SHORT, 3));
        IQE = new Capabilities(iqe, customs, true, true, false, true, true, Set.of(AttributeKind.NORMAL), true, true);
        IQE_AND_IQM = IQE.intersect(IQM);
    }
}
