package io.meshport.iqm;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The linear-time law for writing IQM (the model compiled to an IQM document, adjacency derived,
 * and the bytes laid out) on the shapes a converted file can take: many meshes, as a PIE of many
 * levels or an OBJ of many groups becomes, all at one place (every vertex one class) or each
 * apart. The models are generated, the same every run.
 */
class IqmWriterLinearityTest {
    private static final VertexArrayDescriptor POSITION =
            VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);

    private static void check(String what, IntFunction<Model> shape) throws Exception {
        Model[] models = new Model[5];
        for (int scale = 1; scale <= 4; scale *= 2) {
            models[scale] = shape.apply(scale);
        }
        Linearity.check("IQM write of " + what,
                scale -> Iqm.writeDocument(Iqm.writer().fromModel(models[scale])));
    }

    private static Mesh triangle(String name, float x) {
        return Mesh.builder(name)
                .addArray(VertexArray.ofFloats(POSITION, new float[] {x, 0, 0, x, 1, 0, x, 0, 1}))
                .triangles(new int[] {0, 1, 2})
                .build();
    }

    private static Model meshes(int n, boolean apart) {
        Model.Builder b = Model.builder();
        for (int m = 0; m < n; m++) {
            b.addMesh(triangle("m" + m, apart ? m : 0));
        }
        return b.build();
    }

    @Test
    void manyMeshesApart() throws Exception {
        check("many meshes apart", scale -> meshes(25_000 * scale, true));
    }

    @Test
    void manyMeshesInOnePlace() throws Exception {
        check("many meshes in one place", scale -> meshes(25_000 * scale, false));
    }
}
