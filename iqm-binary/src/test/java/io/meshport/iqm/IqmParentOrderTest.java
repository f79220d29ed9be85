package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A file whose joints list a child before its parent (which Daemon and DarkPlaces refuse, FTE and
 * Tesseract show wrong) is read with its joints parents first, blend indexes and animations
 * remapped: the model of the file written in order.
 */
class IqmParentOrderTest {
    /** Joint a (root) and its child b; vertex 0 on a, 1 and 2 on b; both joints animated. */
    private static Model model() {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 1, 0, 1, 1}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                        new int[] {0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0}))
                .triangles(new int[] {0, 1, 2}).build();
        Transform a0 = new Transform(0, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Transform b0 = new Transform(0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Transform a1 = new Transform(0.5f, 0, 0, 0, 0, 0.6f, 0.8f, 1, 1, 1);
        Transform b1 = new Transform(0, 0.25f, 1, 0.6f, 0, 0, 0.8f, 1, 1, 1);
        return Model.builder().addMesh(mesh).addJoint(new Joint("a", -1, a0)).addJoint(new Joint("b", 0, b0))
                .addAnimation(Animation.ofFrames("move", 24, true, List.of(List.of(a0, b0), List.of(a1, b1)))).build();
    }

    /** {@code file} with its two joints (and poses, frames and blend indexes) listed the other way round. */
    private static IqmFile swapped(IqmFile file) {
        List<IqmJoint> j = file.joints();
        List<IqmPose> p = file.poses();
        List<IqmJoint> joints = List.of(new IqmJoint(j.get(1).name(), 1, j.get(1).pose()),
                new IqmJoint(j.get(0).name(), -1, j.get(0).pose()));
        List<IqmPose> poses = new ArrayList<>();
        for (int k : new int[] {1, 0}) {
            IqmPose q = p.get(k);
            float[] offset = new float[IqmPose.CHANNELS];
            float[] scale = new float[IqmPose.CHANNELS];
            for (int c = 0; c < IqmPose.CHANNELS; c++) {
                offset[c] = q.channelOffset(c);
                scale[c] = q.channelScale(c);
            }
            poses.add(new IqmPose(k == 1 ? 1 : -1, q.channelMask(), offset, scale));
        }
        int c0 = p.get(0).storedChannelCount();
        int c1 = p.get(1).storedChannelCount();
        short[] frames = file.frames();
        short[] out = new short[frames.length];
        int per = c0 + c1;
        for (int f = 0; f < file.frameCount(); f++) {
            System.arraycopy(frames, f * per + c0, out, f * per, c1);
            System.arraycopy(frames, f * per, out, f * per + c1, c0);
        }
        List<IqmVertexArray> arrays = new ArrayList<>();
        for (IqmVertexArray a : file.vertexArrays()) {
            byte[] data = a.data();
            if (a.type() == 4) { // blend indexes, ubyte: 0 and 1 trade places
                for (int i = 0; i < data.length; i++) {
                    data[i] = (byte) (data[i] == 0 ? 1 : data[i] == 1 ? 0 : data[i]);
                }
            }
            arrays.add(new IqmVertexArray(a.type(), a.flags(), a.format(), a.size(), data));
        }
        return file.toBuilder().joints(joints).poses(poses).frames(file.frameCount(), per, out).vertexArrays(arrays)
                .build();
    }

    @Test
    void aChildBeforeItsParentIsReadParentsFirst() throws ModelFormatException {
        IqmFile inOrder = Iqm.writer().fromModel(model());
        IqmFile childFirst = swapped(inOrder);
        assertEquals(1, childFirst.joints().get(0).parent());
        Diagnostics warnings = new Diagnostics();
        Model read = Iqm.reader().withDiagnostics(warnings).toModel(childFirst, "child-first.iqm");
        Model expected = Iqm.reader().toModel(inOrder, "in-order.iqm");
        assertEquals(expected.joints(), read.joints());
        assertEquals(expected.meshes(), read.meshes());
        assertEquals(expected.animations(), read.animations());
        List<String> messages = warnings.all().stream().map(Diagnostic::message).toList();
        assertTrue(messages.contains("joint 0 'b' comes before its parent 1 'a', which Daemon and DarkPlaces refuse"
                + " and FTE and Tesseract show wrong: the joints are read parents first, their blend indexes and"
                + " animations with them"), messages.toString());
        // and the bytes of such a file read to the same
        Model fromBytes = Iqm.read(Iqm.writeDocument(childFirst), "child-first.iqm", Diagnostics.discarding());
        assertEquals(expected.joints(), fromBytes.joints());
    }

    @Test
    void parentsThatMakeNoSkeletonAreRefused() throws ModelFormatException {
        IqmFile file = Iqm.writer().fromModel(model());
        List<IqmJoint> j = file.joints();
        IllegalArgumentException loop = assertThrows(IllegalArgumentException.class, () -> file.toBuilder().joints(
                List.of(new IqmJoint(j.get(0).name(), 1, j.get(0).pose()), new IqmJoint(j.get(1).name(), 0,
                        j.get(1).pose()))).build());
        assertTrue(loop.getMessage().contains("makes no skeleton"), loop.getMessage());
        IllegalArgumentException past = assertThrows(IllegalArgumentException.class, () -> file.toBuilder().joints(
                List.of(new IqmJoint(j.get(0).name(), 2, j.get(0).pose()), j.get(1))).build());
        assertTrue(past.getMessage().contains("joint 0 has parent 2"), past.getMessage());
    }
}
