package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.edit.AnimationMerge;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The model an SMD file gives, as the reference compiler ({@code loadsmd}) makes it: bind poses
 * from {@code time 0} with {@code Quat::fromangles}' order, meshes per material named without the
 * extension, v turned to 1 - v, normals as written, links combined with the parent bone by
 * {@code blendcombo}, equal corners welded; an animation file as one animation named after the file.
 */
class SmdCompilerTest {
    private static final double S = Math.sqrt(0.5);

    @Test
    void bindPosesComeFromTimeZeroWithTheReferencesEulerOrder() throws IOException {
        Model m = SmdTestFiles.model(SmdReaderTest.SOURCE, "hand.smd", Diagnostics.discarding());
        assertEquals(Conventions.Z_UP_RIGHT_CW, m.conventions());
        assertEquals(List.of("root", "arm bone"), m.joints().stream().map(Joint::name).toList());
        assertEquals(-1, m.joints().get(0).parent());
        assertEquals(0, m.joints().get(1).parent());
        assertEquals(new Transform(0, 0, 0, 0, 0, 0, -1, 1, 1, 1), m.joints().get(0).basePose());
        // 90° about z, w made not positive as Quat::fromangles flips it
        assertTrue(new Transform(1, 2, 3, 0, 0, (float) -S, (float) -S, 1, 1, 1).samePose(m.joints().get(1).basePose(), 1e-7),
                m.joints().get(1).basePose().toString());
        assertTrue(m.joints().get(1).basePose().qw() <= 0);
    }

    @Test
    void anglesTurnAboutXThenYThenZ() throws IOException {
        // x by 90° then z by 90°: qz * qx = (0.5, 0.5, 0.5, 0.5), flipped to w <= 0
        String turned = SmdReaderTest.with(SmdReaderTest.SOURCE, "1 1 2 3 0 0 1.5707963267948966",
                "1 1 2 3 1.5707963267948966 0 1.5707963267948966");
        Transform t = SmdTestFiles.model(turned, "t.smd", Diagnostics.discarding()).joints().get(1).basePose();
        assertTrue(new Transform(1, 2, 3, -0.5f, -0.5f, -0.5f, -0.5f, 1, 1, 1).samePose(t, 1e-7), t.toString());
    }

    @Test
    void aMeshPerMaterialNamedWithoutTheExtension() throws IOException {
        Model m = SmdTestFiles.model(SmdReaderTest.GOLDSRC, "g.smd", Diagnostics.discarding());
        assertEquals(List.of("skin", "chrome"), m.meshes().stream().map(Mesh::name).toList());
        assertEquals(List.of("skin.bmp", "chrome.bmp"), m.meshes().stream().map(Mesh::material).toList());
    }

    @Test
    void cornersBecomeWeldedVerticesWithVTurnedAndNormalsAsWritten() throws IOException {
        String twice = SmdReaderTest.with(SmdReaderTest.GOLDSRC, "chrome.bmp", "skin.bmp");
        Model m = SmdTestFiles.model(twice, "g.smd", Diagnostics.discarding());
        assertEquals(1, m.meshes().size());
        Mesh mesh = m.meshes().get(0);
        // six corners, each triangle's in reverse order (SMD's front faces are counterclockwise, the model's
        // clockwise); (0 0 0) on bone 0 and on bone 1 differ by their blend, (0 1 0) on bone 1 is shared
        assertEquals(5, mesh.vertexCount());
        assertArrayEquals(new int[] {0, 1, 2, 3, 0, 4}, mesh.triangleIndices());
        assertArrayEquals(new float[] {0.5f, 0, 1, 1, 0, 1, 0, 0, 0, 1}, mesh.array(AttributeKind.TEXCOORD).orElseThrow()
                .toFloatArray());
        float[] normals = mesh.array(AttributeKind.NORMAL).orElseThrow().toFloatArray();
        assertArrayEquals(new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}, normals);
        assertTrue(mesh.array(AttributeKind.TANGENT).isPresent());
    }

    @Test
    void linksCombineWithTheParentAsTheReferenceDoes() throws IOException {
        Mesh mesh = SmdTestFiles.model(SmdReaderTest.SOURCE, "s.smd", Diagnostics.discarding()).meshes().get(0);
        VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        // the triangle's lines in reverse order: vertex 2 is the first line, a link of 0.5 to bone 1, the parent 0
        // gets what is short of 1, added last: a tie, so second; 127.5 rounds to 128 twice, and the first slot
        // gives the one too many back
        assertBlend(indexes, weights, 2, new int[] {1, 0, 0, 0}, new int[] {127, 128, 0, 0});
        // vertex 1: 0.75 to bone 1, 0.25 to the parent itself
        assertBlend(indexes, weights, 1, new int[] {1, 0, 0, 0}, new int[] {191, 64, 0, 0});
        // vertex 0 (the third line): no links, all the parent's
        assertBlend(indexes, weights, 0, new int[] {1, 0, 0, 0}, new int[] {255, 0, 0, 0});
        Mesh gold = SmdTestFiles.model(SmdReaderTest.GOLDSRC, "g.smd", Diagnostics.discarding()).meshes().get(1);
        assertBlend(gold.array(AttributeKind.BLEND_INDEXES).orElseThrow(),
                gold.array(AttributeKind.BLEND_WEIGHTS).orElseThrow(), 0, new int[] {1, 0, 0, 0}, new int[] {255, 0, 0, 0});
    }

    @Test
    void moreThanFourLinksKeepTheFourLargestWithAWarning() throws IOException {
        String many = SmdReaderTest.with(SmdReaderTest.SOURCE, "  0 0 0 0 0 0 1 0 0 1 1 0.5",
                "  0 0 0 0 0 0 1 0 0 5 1 0.3 1 0.25 1 0.2 1 0.15 1 0.0005");
        Diagnostics diagnostics = new Diagnostics();
        Mesh mesh = SmdTestFiles.model(many, "m.smd", diagnostics).meshes().get(0);
        assertBlend(mesh.array(AttributeKind.BLEND_INDEXES).orElseThrow(),
                mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow(), 2, new int[] {1, 1, 1, 1},
                new int[] {84, 71, 57, 43}); // the first line, vertex 2; 0.0005 dropped, the parent's 0.0995 fifth; 256 rounded, the first gives one back
        assertEquals(1, diagnostics.all().size(), diagnostics.all().toString());
        assertTrue(diagnostics.all().get(0).message().startsWith("1 vertex lines have more than 4 links"));
    }

    private static void assertBlend(VertexArray indexes, VertexArray weights, int v, int[] bones, int[] bytes) {
        for (int s = 0; s < 4; s++) {
            assertEquals(bones[s], indexes.getLong(v, s), "vertex " + v + " slot " + s);
            assertEquals(bytes[s], weights.getLong(v, s), "vertex " + v + " slot " + s);
        }
    }

    @Test
    void anAnimationFileIsOneAnimationNamedAfterTheFile() throws IOException {
        Model m = SmdTestFiles.model(SmdReaderTest.ANIM, "models/walk.smd", Diagnostics.discarding());
        assertEquals(0, m.meshes().size());
        assertEquals(2, m.joints().size());
        assertEquals(1, m.animations().size());
        Animation a = m.animations().get(0);
        assertEquals("walk", a.name());
        assertEquals(0, a.framerate());
        assertEquals(2, a.frameCount());
        // the root is left out of time 1: it keeps its time 0 pose
        assertEquals(a.pose(0, 0), a.pose(1, 0));
        assertEquals(4, a.pose(1, 1).tz());
    }

    @Test
    void framesAfterTimeZeroOfAReferenceFileAreNotReadWithAWarning() throws IOException {
        String more = SmdReaderTest.with(SmdReaderTest.SOURCE, "  1 1 2 3 0 0 1.5707963267948966\n",
                "  1 1 2 3 0 0 1.5707963267948966\ntime 1\n  1 0 0 0 0 0 0\n");
        Diagnostics diagnostics = new Diagnostics();
        Model m = SmdTestFiles.model(more, "more.smd", diagnostics);
        assertEquals(0, m.animations().size());
        assertEquals(3, m.joints().get(1).basePose().tz());
        assertEquals(1, diagnostics.all().size(), diagnostics.all().toString());
    }

    @Test
    void aReferenceAndItsAnimationsMergeByJointName() throws Exception {
        Model ref = SmdTestFiles.model(SmdReaderTest.SOURCE, "soldier.smd", Diagnostics.discarding());
        Model walk = SmdTestFiles.model(SmdReaderTest.ANIM, "walk.smd", Diagnostics.discarding());
        Diagnostics warnings = new Diagnostics();
        Model both = AnimationMerge.append(ref, walk, "walk.smd", warnings);
        assertEquals(List.of(), warnings.all());
        assertEquals(1, both.animations().size());
        assertEquals("walk", both.animations().get(0).name());
        assertEquals(1, both.meshes().size());
    }
}
