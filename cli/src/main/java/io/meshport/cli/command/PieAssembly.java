package io.meshport.cli.command;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.edit.ConventionConversion;
import io.meshport.pie.PieConnectors;
import io.meshport.pie.PieLevelExtra;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Models put together as Warzone 2100 assembles droids and structures: each part's origin placed
 * at a connector of the body's first level that has connectors (numbered from 1, as in the file),
 * in the body's space. Parts come as they are, unposed and without their skeletons (the body keeps
 * its own, so its animation still plays).
 */
final class PieAssembly {
    private PieAssembly() {
    }

    /** The connectors a body offers: those of its first level with any, in the model's space. */
    static Optional<PieConnectors> connectors(Model body) {
        for (Mesh mesh : body.meshes()) {
            Optional<PieConnectors> c = mesh.extra(PieLevelExtra.class).flatMap(PieLevelExtra::connectors);
            if (c.isPresent() && c.get().count() > 0) {
                return c;
            }
        }
        return Optional.empty();
    }

    /**
     * {@code body} with every part's meshes added at its connector.
     *
     * @throws IllegalArgumentException naming a connector the body does not have
     */
    static Model attach(Model body, Map<Integer, Model> parts) {
        PieConnectors connectors = connectors(body).orElseThrow(
                () -> new IllegalArgumentException("the model has no PIE connectors to attach parts to"));
        Model.Builder out = body.toBuilder();
        List<Mesh> meshes = new ArrayList<>(body.meshes());
        for (Map.Entry<Integer, Model> e : parts.entrySet()) {
            int k = e.getKey();
            if (k < 1 || k > connectors.count()) {
                throw new IllegalArgumentException("connector " + k + ": the model has connectors 1 to "
                        + connectors.count());
            }
            Model part = ConventionConversion.convert(e.getValue(), body.conventions());
            double[] at = {connectors.get(k - 1, 0), connectors.get(k - 1, 1), connectors.get(k - 1, 2)};
            for (Mesh mesh : part.meshes()) {
                meshes.add(moved(mesh, at));
            }
        }
        return out.meshes(meshes).build();
    }

    /** The mesh moved by {@code offset}, as a rigid part: no binding to any skeleton, no extras. */
    private static Mesh moved(Mesh mesh, double[] offset) {
        Mesh.Builder b = Mesh.builder(mesh.name()).material(mesh.material()).vertexCount(mesh.vertexCount())
                .triangles(mesh.triangleIndices());
        for (VertexArray a : mesh.arrays()) {
            AttributeKind kind = a.descriptor().kind();
            if (kind == AttributeKind.BLEND_INDEXES || kind == AttributeKind.BLEND_WEIGHTS) {
                continue;
            }
            if (kind != AttributeKind.POSITION) {
                b.addArray(a);
                continue;
            }
            VertexArray.Builder p = new VertexArray.Builder(a.descriptor(), a.vertexCount());
            for (int v = 0; v < a.vertexCount(); v++) {
                for (int c = 0; c < a.size(); c++) {
                    p.set(v, c, a.getDouble(v, c) + (c < 3 ? offset[c] : 0));
                }
            }
            b.addArray(p.build());
        }
        return b.build();
    }
}
