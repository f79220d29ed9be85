package io.meshport.vif.internal.compile;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.vif.VifPositions;
import io.meshport.vif.internal.VifDocumentAccess;
import java.util.Arrays;
import java.util.List;

/**
 * What VIF holds of each vertex of one or more meshes, side by side: coordinates, a colour (0..255
 * per channel), a normal and texture-coordinate sets, as the writer needs them. Meshes that lack
 * an attribute others have get white, (0, 0, 0) or (0, 0) for it ({@link #filled}).
 *
 * <p>Public because the compiler and the exporter (which builds on the compiler's mappings) both
 * work on it; the package is internal, not exported. Its arrays are shared, not copied: whoever
 * fills one owns it until it becomes positions.
 */
public final class VifVertexAttributes {
    private static final VifDocumentAccess ACCESS = VifDocumentAccess.get();

    /** The number of vertices. */
    public final int count;
    /** x, y and z per vertex. */
    public final float[] xyz;
    /** Four channels per vertex, 0..255 each, or none. */
    public final int[] rgba;
    /** Three components per vertex, or none. */
    public final float[] normals;
    /** The texture-coordinate sets per vertex. */
    public final int sets;
    /** Per vertex its sets in order, two values each. */
    public final float[] texcoords;
    /** True if some mesh lacked an attribute that another had. */
    public final boolean filled;

    VifVertexAttributes(int count, float[] xyz, int[] rgba, float[] normals, int sets, float[] texcoords,
            boolean filled) {
        this.count = count;
        this.xyz = xyz;
        this.rgba = rgba;
        this.normals = normals;
        this.sets = sets;
        this.texcoords = texcoords;
        this.filled = filled;
    }

    /** The meshes' vertices in order, with at most {@code maxSets} texture sets. */
    public static VifVertexAttributes of(List<Mesh> meshes, int maxSets) {
        int count = 0;
        boolean colors = false;
        boolean normals = false;
        int sets = 0;
        for (Mesh m : meshes) {
            count += m.vertexCount();
            colors |= m.array(AttributeKind.COLOR, 0).isPresent();
            normals |= m.array(AttributeKind.NORMAL, 0).isPresent();
            sets = Math.max(sets, texcoordSets(m));
        }
        sets = Math.min(sets, maxSets);
        float[] xyz = new float[3 * count];
        int[] rgba = new int[colors ? 4 * count : 0];
        float[] n = new float[normals ? 3 * count : 0];
        float[] uv = new float[2 * sets * count];
        boolean filled = false;
        if (colors) {
            Arrays.fill(rgba, 255);
        }
        int base = 0;
        for (Mesh m : meshes) {
            int vc = m.vertexCount();
            copy(m.array(AttributeKind.POSITION, 0).orElse(null), vc, 3, xyz, base, 3);
            if (colors) {
                VertexArray c = m.array(AttributeKind.COLOR, 0).orElse(null);
                filled |= c == null && vc > 0;
                if (c != null) {
                    int size = c.descriptor().size();
                    for (int v = 0; v < vc; v++) {
                        for (int k = 0; k < Math.min(4, size); k++) {
                            long value = Math.round(c.getNormalized(v, k) * 255);
                            rgba[4 * (base + v) + k] = (int) Math.max(0, Math.min(255, value));
                        }
                    }
                }
            }
            if (normals) {
                VertexArray a = m.array(AttributeKind.NORMAL, 0).orElse(null);
                filled |= a == null && vc > 0;
                copy(a, vc, 3, n, base, 3);
            }
            for (int s = 0; s < sets; s++) {
                VertexArray a = m.array(AttributeKind.TEXCOORD, s).orElse(null);
                // A set no mesh has (a gap below one that is there) is zeros, and nothing is lost.
                filled |= a == null && vc > 0 && anyHas(meshes, s);
                if (a != null) {
                    int size = a.descriptor().size();
                    for (int v = 0; v < vc; v++) {
                        for (int k = 0; k < 2; k++) {
                            uv[2 * ((base + v) * sets + s) + k] = k < size ? finite(a.getFloat(v, k)) : 0f;
                        }
                    }
                }
            }
            base += vc;
        }
        return new VifVertexAttributes(count, xyz, rgba, n, sets, uv, filled);
    }

    /** One more than the highest texture set the mesh has. */
    private static int texcoordSets(Mesh m) {
        int sets = 0;
        for (VertexArray a : m.arrays()) {
            if (a.kind() == AttributeKind.TEXCOORD) {
                sets = Math.max(sets, a.descriptor().set() + 1);
            }
        }
        return sets;
    }

    private static boolean anyHas(List<Mesh> meshes, int set) {
        return meshes.stream().anyMatch(m -> m.array(AttributeKind.TEXCOORD, set).isPresent());
    }

    /** Copies up to {@code width} components per vertex; what an array lacks is 0. */
    private static void copy(VertexArray a, int vc, int width, float[] into, int base, int stride) {
        if (a == null) {
            return;
        }
        int size = a.descriptor().size();
        for (int v = 0; v < vc; v++) {
            for (int k = 0; k < Math.min(width, size); k++) {
                into[stride * (base + v) + k] = finite((float) a.getNormalized(v, k));
            }
        }
    }

    /** VIF has no NaN or infinity; a model may (an edit gone wrong): 0 stands in. */
    private static float finite(float f) {
        return Float.isFinite(f) ? f : 0f;
    }

    /** Whether vertices {@code a} and {@code b} have the same attributes. */
    public boolean same(int a, int b) {
        return Arrays.equals(xyz, 3 * a, 3 * a + 3, xyz, 3 * b, 3 * b + 3)
                && (rgba.length == 0 || Arrays.equals(rgba, 4 * a, 4 * a + 4, rgba, 4 * b, 4 * b + 4))
                && (normals.length == 0 || Arrays.equals(normals, 3 * a, 3 * a + 3, normals, 3 * b, 3 * b + 3))
                && Arrays.equals(texcoords, 2 * a * sets, 2 * (a + 1) * sets, texcoords, 2 * b * sets,
                        2 * (b + 1) * sets);
    }

    /** Room for {@code count} vertices with the same attributes as {@code like}, all zero. */
    public static VifVertexAttributes like(VifVertexAttributes like, int count) {
        return new VifVertexAttributes(count, new float[3 * count], new int[like.rgba.length > 0 ? 4 * count : 0],
                new float[like.normals.length > 0 ? 3 * count : 0], like.sets, new float[2 * like.sets * count], false);
    }

    /** The positions' arrays as attributes (shared, not copied). */
    public static VifVertexAttributes of(VifPositions p) {
        return new VifVertexAttributes(p.count(), ACCESS.xyzUnsafe(p), ACCESS.rgbaUnsafe(p), ACCESS.normalsUnsafe(p),
                p.texcoordSets(), ACCESS.texcoordsUnsafe(p), false);
    }

    /** Copies vertex {@code from}'s attributes to vertex {@code at} of {@code to}, which has the same ones. */
    public void copyTo(int from, VifVertexAttributes to, int at) {
        System.arraycopy(xyz, 3 * from, to.xyz, 3 * at, 3);
        if (rgba.length > 0 && to.rgba.length > 0) {
            System.arraycopy(rgba, 4 * from, to.rgba, 4 * at, 4);
        }
        if (normals.length > 0 && to.normals.length > 0) {
            System.arraycopy(normals, 3 * from, to.normals, 3 * at, 3);
        }
        int stride = 2 * sets;
        System.arraycopy(texcoords, stride * from, to.texcoords, stride * at, stride);
    }

    /** These attributes as positions (the arrays shared, not copied). */
    public VifPositions toPositions() {
        return ACCESS.positionsOwned(xyz, rgba, normals, sets, texcoords);
    }
}
