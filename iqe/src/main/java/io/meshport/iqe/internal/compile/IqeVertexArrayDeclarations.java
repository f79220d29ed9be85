package io.meshport.iqe.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.internal.rules.IqeVertexArrayLayout;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code vertexarray} lines of a file: per type the declared component, size and custom
 * name. As iqe.txt says, an unknown TYPE or COMPONENT and a SIZE outside 1..4 are ignored
 * (with a warning here); like the reference compiler, the first declaration of a type wins.
 * The model's streams come in declaration order, then the undeclared ones in IQE's order
 * (position, texcoord, normal, tangent, blend indexes and weights, colour, custom0-9).
 */
final class IqeVertexArrayDeclarations {
    private record Declaration(ComponentType component, int size, String name) {
    }

    private final String source;
    private final Diagnostics diagnostics;
    private final Map<IqeVertexArrayLayout, Declaration> declared = new EnumMap<>(IqeVertexArrayLayout.class);
    private final List<IqeVertexArrayLayout> order = new ArrayList<>();

    IqeVertexArrayDeclarations(String source, Diagnostics diagnostics) {
        this.source = source;
        this.diagnostics = diagnostics;
    }

    void declare(IqeDocument doc, int i) {
        int line = doc.sourceLine(i);
        IqeVertexArrayLayout type = IqeVertexArrayLayout.ofWord(doc.stringArgument(i, 0));
        if (type == null) {
            diagnostics.warn(source, line, 0, "vertexarray type '" + doc.stringArgument(i, 0) + "' unknown; ignored");
            return;
        }
        if (declared.containsKey(type)) {
            diagnostics.warn(source, line, 0, "vertexarray " + type.word + " declared again; the first declaration holds");
            return;
        }
        ComponentType component = IqeVertexArrayLayout.componentOfWord(doc.stringArgument(i, 1));
        if (component == null) {
            diagnostics.warn(source, line, 0, "vertexarray component '" + doc.stringArgument(i, 1)
                    + "' unknown; " + type.defaultComponent.word() + " used");
            component = type.defaultComponent;
        }
        int size = doc.intArgument(i, 2);
        if (size < 1 || size > 4) {
            if (size != IqeDocument.ABSENT_INT) {
                diagnostics.warn(source, line, 0, "vertexarray size " + size + " is not 1..4; "
                        + type.defaultSize + " used");
            }
            size = type.defaultSize;
        }
        declared.put(type, new Declaration(component, size, doc.stringArgument(i, 3)));
        order.add(type);
    }

    /** Every type: the declared ones in declaration order, then the rest in IQE's order. */
    List<IqeVertexArrayLayout> order() {
        List<IqeVertexArrayLayout> all = new ArrayList<>(order);
        for (IqeVertexArrayLayout t : IqeVertexArrayLayout.values()) {
            if (!all.contains(t)) {
                all.add(t);
            }
        }
        return all;
    }

    boolean isDeclared(IqeVertexArrayLayout type) {
        return declared.containsKey(type);
    }

    /** The layout of {@code type}: as declared, or the default. */
    VertexArrayDescriptor descriptor(IqeVertexArrayLayout type) {
        Declaration d = declared.get(type);
        if (d == null) {
            return type.descriptor(type.defaultComponent, type.defaultSize, null);
        }
        return type.descriptor(d.component(), d.size(), d.name());
    }
}
