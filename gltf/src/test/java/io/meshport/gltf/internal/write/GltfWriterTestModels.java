package io.meshport.gltf.internal.write;

import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.io.GltfModelReader;
import io.meshport.gltf.Gltf;
import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.TextureSource;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

/**
 * Small models for the writer's tests, and the writer and JglTF's reader as the tests call them.
 * Public for the tests of the facade and of the triangle streams, which write through it too.
 */
public final class GltfWriterTestModels {
    private GltfWriterTestModels() {
    }

    /** The model written by {@link Gltf#writer()} to a stream, binary or JSON. */
    public static byte[] write(Model model, boolean binary, Diagnostics losses) throws IOException {
        return write(model, binary, TextureSource.NONE, losses);
    }

    /** The model written by {@link Gltf#writer()} to a stream, binary or JSON, with the images {@code textures} finds. */
    static byte[] write(Model model, boolean binary, TextureSource textures, Diagnostics losses) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Gltf.writer().withSetting(GltfFormat.CONTAINER_SETTING, binary ? "glb" : "gltf").withTextures(textures)
                .withLosses(losses).write(model, out);
        return out.toByteArray();
    }

    /**
     * What JglTF's own reader makes of the bytes (GLB or JSON with embedded buffers). It cannot take
     * images by URI that it does not load, nor skins without inverse bind matrices (JglTF 2.0.4 fails
     * on both): those tests look at the JSON instead.
     */
    static GltfModel readWithJglTF(byte[] bytes) throws IOException {
        return new GltfModelReader().readWithoutReferences(new ByteArrayInputStream(bytes));
    }

    /** A float stream of {@code kind}, {@code size} components to an element. */
    public static VertexArray floats(AttributeKind kind, int size, float... values) {
        return VertexArray.ofFloats(VertexArrayDescriptor.of(kind, ComponentType.FLOAT, size), values);
    }

    /**
     * A skinned quad and an unskinned triangle: positions, normals, texcoords, a ubyte colour set, a
     * custom stream; two plain materials; three joints (a root, two children, one scaled);
     * a four-frame animation at 24 fps that loops; a comment.
     */
    public static Model character() {
        Mesh quad = Mesh.builder("body").material("skin")
                .addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 0, 0, 1, 2, 0, 0, 2, 0))
                .addArray(floats(AttributeKind.NORMAL, 3, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1))
                .addArray(floats(AttributeKind.TEXCOORD, 2, 0, 0, 1, 0, 1, 1, 0, 1))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.COLOR, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES,
                        ComponentType.UBYTE, 4), new int[] {0, 0, 0, 0, 0, 1, 0, 0, 1, 2, 0, 0, 2, 0, 0, 0}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
                        ComponentType.UBYTE, 4), new int[] {255, 0, 0, 0, 128, 127, 0, 0, 200, 55, 0, 0, 255, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom("wind", ComponentType.FLOAT, 1),
                        new float[] {0, 0.25f, 0.5f, 1}))
                .triangles(new int[] {0, 1, 2, 0, 2, 3})
                .build();
        Mesh hat = Mesh.builder("hat").material("felt")
                .addArray(floats(AttributeKind.POSITION, 3, 0, 2, 0, 1, 2, 0, 0.5f, 3, 0))
                .triangles(new int[] {0, 1, 2})
                .build();
        Transform half = new Transform(0, 1, 0, 0, 0, (float) Math.sqrt(0.5), (float) -Math.sqrt(0.5), 2, 2, 2);
        List<Joint> joints = List.of(new Joint("hips", -1, new Transform(0, 0.5f, 0, 0, 0, 0, 1, 1, 1, 1)),
                new Joint("spine", 0, half), new Joint("head", 1, new Transform(0, 1, 0, 0, 0, 0, 1, 1, 1, 1)));
        float[] channels = new float[4 * 3 * Transform.CHANNELS];
        for (int f = 0; f < 4; f++) {
            for (int j = 0; j < 3; j++) {
                Transform base = joints.get(j).basePose();
                new Transform(base.tx() + 0.1f * f, base.ty(), base.tz(), base.qx(), base.qy(), base.qz(), base.qw(),
                        base.sx(), base.sy(), base.sz()).toChannels(channels, (f * 3 + j) * Transform.CHANNELS);
            }
        }
        return Model.builder().conventions(Conventions.Y_UP_RIGHT_CCW).addMesh(quad).addMesh(hat).joints(joints)
                .addAnimation(Animation.of("wave", 24, true, 3, channels)).comment("made for the glTF writer's tests")
                .build();
    }
}
