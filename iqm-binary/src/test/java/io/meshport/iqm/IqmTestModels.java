package io.meshport.iqm;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Test-only hand-built models and files that use every IQM section. */
final class IqmTestModels {
    private IqmTestModels() {
    }

    static VertexArrayDescriptor d(AttributeKind kind, ComponentType type, int size) {
        return VertexArrayDescriptor.of(kind, type, size);
    }

    /**
     * Two skinned meshes (a quad and a triangle) with position, texcoord, normal, blend indexes
     * and weights, and a custom half-float stream; two joints; two animations that move both
     * joints; a comment; two extensions.
     */
    static Model everySection() {
        Mesh quad = Mesh.builder("quad").material("stone.png")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        new float[] {0, 0, 1, 0, 1, 1, 0, 1}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                        new int[] {0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 128, 127, 0, 0}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom("wind", ComponentType.HALF, 2),
                        new float[] {0.5f, 1, 0.25f, 2, 0, 0, -1, 4}))
                .triangles(new int[] {0, 1, 2, 0, 2, 3})
                .build();
        Mesh tri = Mesh.builder("flag").material("cloth.png")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {1, 0, 0, 1, 1, 0, 2, 0, 1}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        new float[] {0, 0, 1, 0, 0.5f, 1}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        new float[] {0, -1, 0, 0, -1, 0, 0, -1, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                        new int[] {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom("wind", ComponentType.HALF, 2),
                        new float[] {1, 1, 1, 1, 1, 1}))
                .triangles(new int[] {0, 2, 1})
                .build();
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        float s = (float) Math.sqrt(0.5);
        List<List<Transform>> wave = new ArrayList<>();
        for (int f = 0; f < 4; f++) {
            wave.add(List.of(new Transform(0, 0, 0.25f * f, 0, 0, 0, 1, 1, 1, 1),
                    new Transform(1, 0, 0, 0, 0, s * f / 4, 1, 1, 1, 1 + f)));
        }
        List<List<Transform>> still = List.of(List.of(Transform.IDENTITY, child), List.of(Transform.IDENTITY, child));
        return Model.builder()
                .addMesh(quad).addMesh(tri)
                .addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addJoint(new Joint("arm", 0, child))
                .addAnimation(Animation.ofFrames("wave", 24, true, wave))
                .addAnimation(Animation.ofFrames("still", 0, false, still))
                .comment("hand-built for meshport tests")
                .extra(IqmExtras.class, IqmExtras.none().withExtensions(List.of(
                        new IqmNamedExtension("meshport.test.a", "first".getBytes(StandardCharsets.UTF_8)),
                        new IqmNamedExtension("meshport.test.b", new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}))))
                .build();
    }

    static IqmFile everySectionFile() {
        try {
            return Iqm.toFile(everySection(), Diagnostics.discarding());
        } catch (ModelFormatException e) {
            throw new AssertionError(e);
        }
    }

    static byte[] everySectionBytes() {
        return Iqm.toBytes(everySectionFile());
    }

}
