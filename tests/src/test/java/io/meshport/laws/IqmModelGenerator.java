package io.meshport.laws;

import io.meshport.harness.Capabilities;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Source;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.SkinnedBounds;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Models that IQM holds exactly (up to animation quantisation): IQM stores any component type
 * and size for every stream, custom streams, a skeleton, animations, bounds and a comment; but
 * all meshes share one set of vertex arrays, in the order position, texcoord, normal, tangent,
 * blend indexes, blend weights, color, customs. {@link #generate} draws a model with the
 * harness's {@link ModelGenerator} and gives it that shape; {@link #asIqmHoldsIt} does the same
 * to any model.
 *
 * <p>This is IQM knowledge, so it lives with the suites that use it rather than in the harness,
 * until the IQM format declares its capabilities itself.
 */
public final class IqmModelGenerator {
    /** Every (component type, size) for every kind and for custom streams. */
    public static final Capabilities CAPABILITIES = capabilities();

    private final ModelGenerator generator = new ModelGenerator(CAPABILITIES);

    public Model generate(Source source, int size) {
        return asIqmHoldsIt(generator.generate(source, size));
    }

    private static Capabilities capabilities() {
        List<Capabilities.Layout> all = new ArrayList<>();
        for (ComponentType t : ComponentType.values()) {
            for (int size = 1; size <= 4; size++) {
                all.add(Capabilities.layout(t, size));
            }
        }
        Map<AttributeKind, List<Capabilities.Layout>> layouts = new EnumMap<>(AttributeKind.class);
        for (AttributeKind kind : AttributeKind.values()) {
            if (kind != AttributeKind.CUSTOM) {
                layouts.put(kind, all);
            }
        }
        return new Capabilities(layouts, all, true, true, true, true, true, Set.of(), false, true);
    }

    /**
     * The model as IQM stores it: per attribute the first mesh's layout, other meshes' streams
     * converted to it, missing streams zero, streams in IQM order; and, when the model has
     * animations but no bounds, the skinned bounds the writer derives.
     */
    public static Model asIqmHoldsIt(Model model) {
        Map<String, VertexArrayDescriptor> shapes = new LinkedHashMap<>();
        for (Mesh m : model.meshes()) {
            for (VertexArray a : m.arrays()) {
                shapes.putIfAbsent(a.descriptor().attributeName(), a.descriptor());
            }
        }
        List<VertexArrayDescriptor> ordered = new ArrayList<>(shapes.values());
        ordered.sort((x, y) -> Integer.compare(x.kind().ordinal(), y.kind().ordinal()));
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            Mesh.Builder b = Mesh.builder(m.name()).material(m.material()).vertexCount(m.vertexCount())
                    .triangles(m.triangleIndices());
            for (VertexArrayDescriptor d : ordered) {
                VertexArray own = m.array(d.attributeName()).orElse(null);
                if (own == null) {
                    b.addArray(new VertexArray.Builder(d, m.vertexCount()).build());
                } else {
                    b.addArray(own.descriptor().equals(d) ? own : own.convert(d.component(), d.size()));
                }
            }
            meshes.add(b.build());
        }
        Model.Builder out = model.toBuilder().meshes(meshes);
        if (model.frameBounds().isEmpty()) {
            out.frameBounds(SkinnedBounds.of(out.build()));
        }
        return out.build();
    }
}
