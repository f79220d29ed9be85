package io.meshport.fbx;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.Winding;
import io.meshport.model.derive.ReferenceBlend;
import io.meshport.model.derive.Tangents;
import io.meshport.model.edit.ConventionConversion;
import io.meshport.model.edit.ModelTransform;
import java.util.ArrayList;
import java.util.List;

/**
 * A model read from FBX placed as the reference IQM compiler places its FBX input (what
 * {@code meshport iqm}, the drop-in for that compiler, does with an FBX file). The reference
 * ({@code loadfbx} in lsalzman/iqm's {@code iqm.cpp}) takes an FBX scene's numbers as Y-up and turns
 * them to IQM's Z-up with a quarter turn about X that it composes into its {@code --rotate}
 * ({@code erotate *= Quat(π/2, X)}): like that option, the turn moves the meshes and the root joints'
 * poses, and leaves every other joint's local frame as the file has it (children's offsets stay
 * along the file's Y). It reverses each triangle's corners (FBX's counter-clockwise faces to IQM's
 * clockwise) and, like every mesh it makes, gives the vertices tangents and keeps their weights as
 * bytes summing to 255 ({@link ReferenceBlend}).
 *
 * <p>{@code meshport convert} changes the axes instead ({@link ConventionConversion}: every joint's
 * local frame expressed in Z-up), which places the meshes, and the skinned vertices of every frame,
 * at the same points; only the joints' local numbers differ. Both are IQM of the same model; this is
 * the reference's, for the drop-in.
 */
public final class FbxReferenceCompiler {
    /** The file's axes as the reference takes them, whatever {@code GlobalSettings} says. */
    private static final Conventions FBX = Conventions.Y_UP_RIGHT_CCW;

    private FbxReferenceCompiler() {
    }

    /**
     * {@code fbx}, as meshport's FBX reader read it, placed in Z-up as the reference places it.
     *
     * @param fbx a model {@link Fbx#reader()} read in the file's units ({@link FbxReader#withFileUnits()}),
     *     as the reference reads it
     * @return the model turned, its corners reversed, with tangents and byte weights, in IQM's conventions
     */
    public static Model placed(Model fbx) {
        Model yUp = fbx.toBuilder().conventions(FBX).build();
        // the corners reversed, the axes kept: Y-up, right-handed, clockwise
        Model clockwise = ConventionConversion.convert(yUp,
                new Conventions(FBX.up(), Handedness.RIGHT, Winding.CLOCKWISE, FBX.forward()));
        Model turned = ModelTransform.identity().rotatedByDegrees(90, 0, 0).applyTo(clockwise,
                Diagnostics.discarding());
        Model.Builder b = turned.toBuilder().conventions(Conventions.Z_UP_RIGHT_CW);
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : turned.meshes()) {
            meshes.add(withTangents(new ReferenceBlend().reencoded(mesh, turned.joints().size())));
        }
        return b.meshes(meshes).build();
    }


    /** {@code mesh} with the reference's tangents, where it has texture coordinates and normals but no tangents. */
    private static Mesh withTangents(Mesh mesh) {
        if (mesh.array(AttributeKind.TANGENT).isPresent() || mesh.array(AttributeKind.TEXCOORD).isEmpty()
                || mesh.array(AttributeKind.NORMAL).isEmpty()) {
            return mesh;
        }
        float[] p = first(mesh.array(AttributeKind.POSITION).orElseThrow(), 3);
        float[] t = first(mesh.array(AttributeKind.TEXCOORD).orElseThrow(), 2);
        float[] n = first(mesh.array(AttributeKind.NORMAL).orElseThrow(), 3);
        float[] tangents = Tangents.compute(p, t, n, mesh.triangleIndices());
        return mesh.toBuilder().addArray(VertexArray.ofFloats(
                VertexArrayDescriptor.of(AttributeKind.TANGENT, ComponentType.FLOAT, 4), tangents)).build();
    }

    /** The first {@code width} components of each vertex of {@code array}, as {@link Tangents} takes them. */
    private static float[] first(VertexArray array, int width) {
        int n = array.vertexCount();
        float[] out = new float[n * width];
        for (int v = 0; v < n; v++) {
            for (int i = 0; i < width; i++) {
                out[v * width + i] = i < array.size() ? (float) array.getDouble(v, i) : 0;
            }
        }
        return out;
    }
}
