package io.meshport.simplify;

import io.meshport.harness.Linearity;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.simplify.AttributeWeights;
import io.meshport.model.simplify.Simplifier;
import io.meshport.model.simplify.VertexCollapses;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The linear-time law for the simplifier and the collapses VIF hierarchies are built from, on the
 * shapes whose vertices are shared by the most triangles: a fan (one centre, every triangle round
 * it: the centre was tried onto each rim point in turn, each try looking at every triangle, and a
 * fan of 80,000 took minutes to halve; once the rules let nothing go, its rim's edges were not
 * offered at all and each pass made one collapse) and one triangle repeated on the same three
 * vertices (telling open edges from closed asked each edge's other vertex's every triangle). The
 * shapes are generated, the same every run.
 */
class SimplifierLinearityTest {
    private static final int BASE = 10_000;
    private static final VertexArrayDescriptor POSITION = VertexArrayDescriptor.of(AttributeKind.POSITION,
            ComponentType.FLOAT, 3);

    /** {@code n} triangles round a centre, their rim on a circle, in one plane. */
    static Mesh fan(int n) {
        float[] p = new float[3 * (n + 1)];
        int[] t = new int[3 * n];
        for (int i = 0; i < n; i++) {
            double a = 2 * Math.PI * i / n;
            p[3 * (i + 1)] = (float) Math.cos(a);
            p[3 * (i + 1) + 1] = (float) Math.sin(a);
            t[3 * i] = 0;
            t[3 * i + 1] = 1 + i;
            t[3 * i + 2] = 1 + (i + 1) % n;
        }
        return Mesh.builder("fan").vertexCount(n + 1).triangles(t).addArray(VertexArray.ofFloats(POSITION, p)).build();
    }

    /** One triangle {@code n} times over on the same three vertices. */
    static Mesh copies(int n) {
        int[] t = new int[3 * n];
        for (int i = 0; i < n; i++) {
            t[3 * i + 1] = 1;
            t[3 * i + 2] = 2;
        }
        return Mesh.builder("copies").vertexCount(3).triangles(t)
                .addArray(VertexArray.ofFloats(POSITION, new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0})).build();
    }

    private static void check(String what, IntFunction<Mesh> shape) throws Exception {
        Mesh[] meshes = new Mesh[5];
        for (int scale = 1; scale <= 4; scale *= 2) {
            meshes[scale] = shape.apply(scale * BASE);
        }
        Linearity.check("halving " + what, scale -> Simplifier.simplify(meshes[scale],
                meshes[scale].triangleCount() / 2, Double.MAX_VALUE));
        Linearity.check("halving, permissive, " + what, scale -> Simplifier.simplify(meshes[scale],
                meshes[scale].triangleCount() / 2, Double.MAX_VALUE, AttributeWeights.NONE.withPermissive(true)));
        Linearity.check("collapsing all of " + what, scale -> {
            Mesh m = meshes[scale];
            float[] xyz = m.array(AttributeKind.POSITION).orElseThrow().toFloatArray();
            VertexCollapses.of(xyz, m.triangleIndices(), m.vertexCount());
        });
    }

    @Test
    void aFan() throws Exception {
        check("a fan of 10,000 to 40,000 triangles", SimplifierLinearityTest::fan);
    }

    @Test
    void oneTriangleRepeated() throws Exception {
        check("one triangle 10,000 to 40,000 times", SimplifierLinearityTest::copies);
    }
}
