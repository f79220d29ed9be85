package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.derive.SkinnedBounds;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every corpus file through the model: what the file says arrives, and IQM → model → IQM → model keeps it. */
class IqmCorpusModelTest {
    static Stream<Path> files() {
        return IqmCorpus.files().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void modelHoldsWhatTheFileSays(Path path) throws IOException {
        IqmFile file = Iqm.reader().readDocument(path);
        Model model = Iqm.reader().toModel(file, path.toString());
        assertEquals(new SourceInfo("iqm", "2"), model.extra(SourceInfo.class).orElseThrow());
        assertEquals(file.meshes().size(), model.meshes().size());
        for (int i = 0; i < file.meshes().size(); i++) {
            IqmMesh m = file.meshes().get(i);
            Mesh mesh = model.meshes().get(i);
            assertEquals(file.string(m.name()), mesh.name());
            assertEquals(m.vertexCount(), mesh.vertexCount());
            assertEquals(m.triangleCount(), mesh.triangleCount());
            assertEquals(file.vertexArrays().size(), mesh.arrays().size());
            int[] global = file.triangles();
            for (int t = 0; t < m.triangleCount(); t++) {
                for (int k = 0; k < 3; k++) {
                    assertEquals(global[(m.firstTriangle() + t) * 3 + k], mesh.corner(t, k) + m.firstVertex());
                }
            }
        }
        assertEquals(file.joints().size(), model.joints().size());
        int frames = 0;
        for (IqmAnim a : file.anims()) {
            frames += a.frameCount();
        }
        assertEquals(frames, model.frameCount());
        assertEquals(file.hasBounds() ? frames : 0, model.frameBounds().size());
        // Dequantisation by hand for the last channel of the last pose of the last frame.
        if (!file.anims().isEmpty() && !file.poses().isEmpty() && file.frameCount() > 0) {
            IqmAnim a = file.anims().get(file.anims().size() - 1);
            if (a.frameCount() > 0) {
                int f = a.firstFrame() + a.frameCount() - 1;
                int p = file.poses().size() - 1;
                IqmPose pose = file.poses().get(p);
                float expected = pose.channelOffset(9);
                if (pose.hasChannel(9)) {
                    expected += file.frameValue(f, file.frameChannelCount() - 1) * pose.channelScale(9);
                }
                Animation anim = model.animations().get(model.animations().size() - 1);
                assertEquals(expected, anim.channel(a.frameCount() - 1, p, 9));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void modelRoundTripKeepsEverythingButQuantisationNoise(Path path) throws IOException {
        Model first = Iqm.reader().read(path);
        IqmFile written = Iqm.writer().fromModel(first);
        Model second = Iqm.read(Iqm.writeDocument(written), "rewritten", Diagnostics.discarding());
        assertEquals(first.meshes(), second.meshes());
        assertEquals(first.joints(), second.joints());
        assertEquals(first.frameBounds(), second.frameBounds());
        assertEquals(first.comment(), second.comment());
        assertEquals(first.extra(IqmExtras.class).orElseThrow().extensions(),
                second.extra(IqmExtras.class).orElseThrow().extensions());
        IqmFile original = Iqm.reader().readDocument(path);
        assertArrayEquals(original.adjacency(), written.adjacency(), "stored adjacency is kept");
        assertEquals(first.animations().size(), second.animations().size());
        for (int i = 0; i < first.animations().size(); i++) {
            Animation a = first.animations().get(i);
            Animation b = second.animations().get(i);
            assertEquals(a.frameCount(), b.frameCount());
            assertEquals(a.name(), b.name());
            assertEquals(a.framerate(), b.framerate());
            assertEquals(a.loop(), b.loop());
            assertEquals(a.jointCount(), b.jointCount());
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < a.jointCount(); j++) {
                    IqmPose pose = original.poses().get(j);
                    for (int c = 0; c < Transform.CHANNELS; c++) {
                        float step = pose.channelScale(c);
                        float x = a.channel(f, j, c);
                        float y = b.channel(f, j, c);
                        float tolerance = step + Math.ulp(Math.abs(x)) * 4;
                        String where = "animation " + a.name() + " frame " + f + " joint " + j + " channel " + c;
                        assertTrue(Math.abs(x - y) <= tolerance, () -> where + ": " + x + " vs " + y + " (step "
                                + step + ")");
                    }
                }
            }
        }
    }

    /**
     * The reference compiler's frames survive dequantise → quantise unchanged: the quantiser
     * reproduces its offsets, scales, masks and ushorts bit for bit.
     */
    @Test
    void quantiserReproducesTheReferenceCompilersFrames() throws IOException {
        int checked = 0;
        for (Path path : IqmCorpus.files()) {
            if (!path.getFileName().toString().endsWith(".reference.iqm")) {
                continue;
            }
            IqmFile original = Iqm.reader().readDocument(path);
            IqmFile again = Iqm.writer().fromModel(Iqm.reader().toModel(original, path.toString()));
            assertEquals(original.poses(), again.poses(), path.toString());
            assertEquals(original.frameChannelCount(), again.frameChannelCount(), path.toString());
            assertArrayEquals(original.frames(), again.frames(), path.toString());
            checked += original.frameCount() > 0 ? 1 : 0;
        }
        assertEquals(3, checked, "three reference files are animated");
    }

    /** Skinned bounds computed here agree with those the reference compiler stored. */
    @Test
    void skinnedBoundsAgreeWithTheStoredOnes() throws IOException {
        int checked = 0;
        for (Path path : IqmCorpus.files()) {
            Model model = Iqm.reader().read(path);
            if (model.frameBounds().isEmpty() || model.meshes().isEmpty()) {
                continue;
            }
            List<Bounds> computed = SkinnedBounds.of(model.toBuilder().frameBounds(List.of()).build());
            assertEquals(model.frameBounds().size(), computed.size(), path.toString());
            for (int i = 0; i < computed.size(); i++) {
                float[] a = components(model.frameBounds().get(i));
                float[] b = components(computed.get(i));
                for (int k = 0; k < 8; k++) {
                    assertEquals(a[k], b[k], 1e-4f * Math.max(1f, Math.abs(a[k])), path + " frame " + i + " value " + k);
                }
            }
            checked++;
        }
        assertTrue(checked >= 4, "the reference files and mine_pose have skinned bounds; checked " + checked);
    }

    private static float[] components(Bounds b) {
        return new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.xyRadius(), b.radius()};
    }
}
