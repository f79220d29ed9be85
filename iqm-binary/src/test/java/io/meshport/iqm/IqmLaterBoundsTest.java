package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Beside;
import io.meshport.io.Diagnostics;
import io.meshport.iqm.internal.write.IqmWriter;
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
import io.meshport.model.derive.SkinnedBounds;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Bounds computed beside the rest of an export: the writer lays the file out at once, writes the
 * sections before the bounds while they are computed, and the file is the one it would be with
 * the bounds known from the start.
 */
class IqmLaterBoundsTest {
    private static final IqmFile KNOWN = IqmTestModels.everySectionFile();

    private static byte[] bytes(IqmFile f) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        IqmWriter.write(f, out);
        return out.toByteArray();
    }

    @Test
    void sectionsBeforeTheBoundsAreWrittenWhileTheyAreComputed() throws Exception {
        // text (before the bounds) well over the writer's 64 KiB buffer, so bytes reach the
        // stream before the bounds section only if the writer goes on without them
        byte[] text = KNOWN.text();
        byte[] longer = Arrays.copyOf(text, text.length + 300_000);
        Arrays.fill(longer, text.length, longer.length - 1, (byte) 'a');
        IqmFile known = KNOWN.toBuilder().text(longer).build();
        assertTrue(known.hasBounds());
        CountDownLatch written = new CountDownLatch(1);
        Beside<float[]> later = Beside.start("test-bounds", () -> {
            try {
                if (!written.await(20, TimeUnit.SECONDS)) {
                    throw new AssertionError("the writer waited for the bounds before writing what comes before them");
                }
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            return known.bounds();
        });
        IqmFile pending = known.toBuilder().boundsLater(known.bounds().length, later).build();
        ByteArrayOutputStream out = new ByteArrayOutputStream() {
            @Override
            public synchronized void write(byte[] b, int off, int len) {
                super.write(b, off, len);
                written.countDown();
            }
        };
        IqmWriter.write(pending, out);
        assertArrayEquals(bytes(known), out.toByteArray());
        assertEquals(known, pending);
        assertArrayEquals(known.bounds(), pending.bounds());
    }

    @Test
    void boundsOfAnotherLengthThanLaidOutAreRefused() {
        float[] bounds = KNOWN.bounds();
        IqmFile pending = KNOWN.toBuilder()
                .boundsLater(bounds.length, Beside.start("test-bounds", () -> Arrays.copyOf(bounds, bounds.length - 8)))
                .build();
        assertThrows(IllegalStateException.class, () -> IqmWriter.write(pending, OutputStream.nullOutputStream()));
    }

    /**
     * A model with enough to skin for the exporter to compute its bounds beside the rest gets the same
     * file as with those bounds carried by the model.
     */
    @Test
    void boundsComputedBesideAreTheDerivedOnes() throws Exception {
        Model model = skinnedGrid(64, 64, 3, 300);
        assertTrue((long) model.vertexCount() * model.frameCount() >= 1 << 20, "enough to skin for the bounds thread");
        IqmFile exported = Iqm.writer().fromModel(model);
        IqmFile carried = Iqm.writer().fromModel(model.toBuilder().frameBounds(SkinnedBounds.of(model)).build());
        assertTrue(exported.boundsCameLater(), "computed beside the rest");
        assertFalse(carried.boundsCameLater());
        assertEquals(8 * 300, exported.bounds().length);
        assertArrayEquals(bytes(carried), bytes(exported));
    }

    /** A grid of {@code w × h} vertices bent by {@code joints} joints over {@code frames} frames, in IQM's conventions. */
    private static Model skinnedGrid(int w, int h, int joints, int frames) {
        int n = w * h;
        VertexArray.Builder pos = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), n);
        VertexArray.Builder idx = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4), n);
        VertexArray.Builder wgt = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4), n);
        for (int v = 0; v < n; v++) {
            int x = v % w;
            int y = v / w;
            pos.set(v, 0, x * 0.1f).set(v, 1, y * 0.1f).set(v, 2, (float) Math.sin(x * 0.3));
            int j = x * joints / w;
            idx.set(v, 0, j).set(v, 1, Math.min(joints - 1, j + 1)).set(v, 2, 0).set(v, 3, 0);
            int weight = 128 + (x * 7 + y * 13) % 128;
            wgt.set(v, 0, weight).set(v, 1, 255 - weight).set(v, 2, 0).set(v, 3, 0);
        }
        int[] tris = new int[(w - 1) * (h - 1) * 6];
        int t = 0;
        for (int y = 0; y + 1 < h; y++) {
            for (int x = 0; x + 1 < w; x++) {
                int a = y * w + x;
                int[] quad = {a, a + 1, a + w, a + 1, a + w + 1, a + w};
                System.arraycopy(quad, 0, tris, t, 6);
                t += 6;
            }
        }
        Mesh mesh = Mesh.builder("grid").addArray(pos.build()).addArray(idx.build()).addArray(wgt.build())
                .triangles(tris).build();
        Model.Builder model = Model.builder().addMesh(mesh).conventions(Conventions.Z_UP_RIGHT_CW);
        for (int j = 0; j < joints; j++) {
            model.addJoint(new Joint("joint" + j, j - 1, new Transform(j == 0 ? 0 : 7.6f, 0, 0, 0, 0, 0, 1, 1, 1, 1)));
        }
        float[] channels = new float[frames * joints * Transform.CHANNELS];
        for (int f = 0; f < frames; f++) {
            for (int j = 0; j < joints; j++) {
                double angle = 0.2 * f * (j + 1);
                new Transform(j == 0 ? 0 : 7.6f, 0, 0.01f * f, 0, (float) Math.sin(angle / 2), 0,
                        (float) Math.cos(angle / 2), 1, 1, 1).toChannels(channels, (f * joints + j) * Transform.CHANNELS);
            }
        }
        model.addAnimation(Animation.of("bend", 30, false, joints, channels));
        return model.build();
    }
}
