package io.meshport.cli;

import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Models for the CLI tests, written as {@code .mtest} files; public for the tests of the command's other packages. */
public final class Fixtures {
    static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    static final VertexArrayDescriptor NORMAL = VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3);
    static final VertexArrayDescriptor INDEXES = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES,
            ComponentType.UBYTE, 4);
    static final VertexArrayDescriptor WEIGHTS = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
            ComponentType.UBYTE, 4);
    static final VertexArrayDescriptor GLOW = VertexArrayDescriptor.custom("glow", ComponentType.FLOAT, 1);

    private Fixtures() {
    }

    static Transform at(float x, float y, float z) {
        return new Transform(x, y, z, 0, 0, 0, 1, 1, 1, 1);
    }

    /** A skinned triangle: vertices 0 and 1 on joint "root", vertex 2 on "tip" (child of root). */
    static Mesh body() {
        return Mesh.builder("body").material("skin")
                .addArray(VertexArray.ofFloats(POS, new float[] {1, 0, 0, 0, 1, 0, 0, 0, 1}))
                .addArray(VertexArray.ofFloats(NORMAL, new float[] {1, 0, 0, 1, 0, 0, 1, 0, 0}))
                .addArray(VertexArray.ofInts(INDEXES, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(WEIGHTS, new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(GLOW, new float[] {0.5f, 0.5f, 1}))
                .triangles(new int[] {0, 1, 2}).build();
    }

    static List<Joint> skeleton() {
        return List.of(new Joint("root", -1, Transform.IDENTITY), new Joint("tip", 0, at(0, 0, 1)),
                new Joint("tip_end", 1, at(0, 0, 0.5f)));
    }

    /** An animation over joints named {@code names}, frame f moving the first joint f units along X. */
    static Animation moving(String name, int frames, int joints) {
        List<List<Transform>> poses = new ArrayList<>();
        for (int f = 0; f < frames; f++) {
            List<Transform> frame = new ArrayList<>();
            frame.add(at(f, 0, 0));
            for (int j = 1; j < joints; j++) {
                frame.add(at(0, 0, j * 10 + f));
            }
            poses.add(frame);
        }
        return Animation.ofFrames(name, 30, false, poses);
    }

    /** Mesh, skeleton and a looping two-frame "idle". */
    public static Model character() {
        return Model.builder().addMesh(body()).joints(skeleton())
                .addAnimation(moving("idle", 2, 3).withMetadata("idle", 30, true))
                .comment("made by \"tests\"\nsecond line: caf\u00e9 \u2603 \\ tab\t").build();
    }

    /** An animation-only file whose skeleton lists the joints in another order, with an extra joint. */
    static Model walkFile() {
        List<Joint> joints = List.of(new Joint("tip", -1, Transform.IDENTITY), new Joint("root", -1,
                Transform.IDENTITY), new Joint("cape", 1, Transform.IDENTITY));
        return Model.builder().joints(joints).addAnimation(moving("walk", 5, 3)).build();
    }

    /** Writes {@code m} to {@code file} in the format its extension names. */
    public static Path write(Model m, Path file) throws IOException {
        ModelIO.write(m, file);
        return file;
    }
}
