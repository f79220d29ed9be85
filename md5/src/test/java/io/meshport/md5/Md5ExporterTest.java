package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.md5.internal.export.Md5Exporter;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the exporter does so that the programs that read MD5 keep what it writes. */
class Md5ExporterTest {

    private static Mesh triangle(String name, String material, float z) {
        return Mesh.builder(name).material(material)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, z, 1, 0, z, 0, 1, z}))
                .triangles(new int[] {0, 1, 2}).build();
    }

    private static Model.Builder oneJoint() {
        return Model.builder().addJoint(new Joint("root", -1, Transform.IDENTITY));
    }

    /**
     * PIE's levels become meshes without names and of one texture page: MD5 holds them as they are
     * (the reference compiler's defect with such meshes is its own, docs/md5-conformance.md).
     */
    @Test
    void meshesOfOneNameAndShaderAreWrittenAsTheyAre() throws Exception {
        Model model = oneJoint().addMesh(triangle("", "page-13", 0)).addMesh(triangle("", "page-13", 1))
                .addMesh(triangle("arm", "skin", 3)).addMesh(triangle("arm", "skin", 4)).build();
        Md5Document document = Md5Exporter.mesh(model, new Diagnostics());
        assertEquals(List.of("", "", "arm", "arm"), document.meshes().stream().map(Md5Mesh::name).toList());
        Model back = Md5.reader().toModel(document, "x.md5mesh");
        assertEquals(4, back.meshes().size());
        assertEquals(4, back.triangleCount());
    }

    /** assimp keeps one frame of an animation that animates no component: the first joint's x is animated. */
    @Test
    void anAnimationInWhichNothingMovesKeepsItsFrames() throws Exception {
        Transform still = new Transform(0.5f, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Model model = oneJoint().addJoint(new Joint("tip", 0, still)).addMesh(triangle("a", "m", 0))
                .addAnimation(Animation.ofFrames("idle", 10, false,
                        List.of(List.of(Transform.IDENTITY, still), List.of(Transform.IDENTITY, still),
                                List.of(Transform.IDENTITY, still))))
                .build();
        Md5Document anim = Md5Exporter.mesh(model, new Diagnostics()).animations().get(0);
        assertEquals(3, anim.frameCount());
        assertEquals(1, anim.animatedComponents());
        assertEquals(List.of(1, 0), anim.hierarchy().stream().map(Md5AnimatedJoint::flags).toList());
        assertArrayEquals(new double[] {0, 0, 0}, anim.frames());
    }

    @Test
    void anAnimationThatMovesAnimatesOnlyWhatMoves() throws Exception {
        Transform a = new Transform(0.5f, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Transform b = new Transform(0.5f, 0, 2, 0, 0, 0, 1, 1, 1, 1);
        Model model = oneJoint().addJoint(new Joint("tip", 0, a)).addMesh(triangle("a", "m", 0))
                .addAnimation(Animation.ofFrames("wave", 10, false,
                        List.of(List.of(Transform.IDENTITY, a), List.of(Transform.IDENTITY, b))))
                .build();
        Md5Document anim = Md5Exporter.mesh(model, new Diagnostics()).animations().get(0);
        assertEquals(List.of(0, 4), anim.hierarchy().stream().map(Md5AnimatedJoint::flags).toList());
        assertArrayEquals(new double[] {0, 2}, anim.frames());
    }
}
