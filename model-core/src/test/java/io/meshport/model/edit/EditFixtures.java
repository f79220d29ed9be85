package io.meshport.model.edit;

import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.List;

/** Small models for the edit tests: a skinned triangle on a two-joint skeleton. */
final class EditFixtures {
    static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    static final VertexArrayDescriptor NORMAL = VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3);
    static final VertexArrayDescriptor TANGENT = VertexArrayDescriptor.of(AttributeKind.TANGENT, ComponentType.FLOAT, 4);
    static final VertexArrayDescriptor INDEXES = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4);
    static final VertexArrayDescriptor WEIGHTS = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4);

    private EditFixtures() {
    }

    static Transform translation(float x, float y, float z) {
        return new Transform(x, y, z, 0, 0, 0, 1, 1, 1, 1);
    }

    /** Vertices 0 and 1 follow joint "root", vertex 2 follows joint "tip" (child of root, 1 up in Z). */
    static Mesh skinnedTriangle() {
        return Mesh.builder("body").material("skin")
                .addArray(VertexArray.ofFloats(POS, new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1}))
                .addArray(VertexArray.ofFloats(NORMAL, new float[] {1, 0, 0, 1, 0, 0, 1, 0, 0}))
                .addArray(VertexArray.ofFloats(TANGENT, new float[] {0, 1, 0, -1, 0, 1, 0, -1, 0, 1, 0, -1}))
                .addArray(VertexArray.ofInts(INDEXES, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(WEIGHTS, new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0}))
                .triangles(new int[] {0, 1, 2}).build();
    }

    static List<Joint> skeleton() {
        return List.of(new Joint("root", -1, Transform.IDENTITY), new Joint("tip", 0, translation(0, 0, 1)));
    }

    /** {@code frames} frames; in frame f the root moves f units along X. */
    static Animation walk(int frames) {
        List<List<Transform>> poses = new ArrayList<>();
        for (int f = 0; f < frames; f++) {
            poses.add(List.of(translation(f, 0, 0), translation(0, 0, 1)));
        }
        return Animation.ofFrames("walk", 30, false, poses);
    }

    static Model skinnedModel() {
        Model m = Model.builder().addMesh(skinnedTriangle()).joints(skeleton()).addAnimation(walk(3)).build();
        return m.toBuilder().frameBounds(SkinnedBounds.of(m)).build();
    }
}
