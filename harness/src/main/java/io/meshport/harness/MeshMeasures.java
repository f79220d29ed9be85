package io.meshport.harness;

import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.derive.SkinnedPositions;
import io.meshport.model.derive.VertexCacheOrder;
import java.util.List;

/**
 * Measures of a model that tests, reports and other implementations compare by: the vertex cache
 * miss ratio of a mesh's triangle order, and where a frame of an animation puts a model's vertices.
 */
public final class MeshMeasures {
    /** The entries of the FIFO cache the miss ratio is counted in (as the reference compiler's optimiser). */
    public static final int CACHE_SIZE = VertexCacheOrder.CACHE_SIZE;

    private MeshMeasures() {
    }

    /**
     * The average cache miss ratio of a mesh's triangles drawn in order through a FIFO cache of
     * {@link #CACHE_SIZE} entries: vertex loads per triangle, 0.5 at best for a regular grid, 3 at worst.
     *
     * @param mesh the mesh
     * @return misses per triangle (0 without triangles)
     */
    public static double cacheMissRatio(Mesh mesh) {
        return VertexCacheOrder.missRatio(mesh.triangleIndices(), mesh.vertexCount(), CACHE_SIZE);
    }

    /**
     * Where frame {@code frame} of animation {@code animation} puts the model's vertices (linear
     * blend skinning, as the engines draw it); the base pose for animation -1.
     *
     * @param model the model
     * @param animation the animation's index, or -1
     * @param frame the frame
     * @return per mesh, three floats a vertex (none for a mesh without positions)
     * @throws IndexOutOfBoundsException when the animation or frame is not the model's
     */
    public static List<float[]> skinnedPositions(Model model, int animation, int frame) {
        return SkinnedPositions.of(model, animation, frame);
    }
}
