package io.meshport.pie;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.pie.internal.compile.PieCompiler;
import java.util.ArrayList;
import java.util.List;

/**
 * PIE texture animation (polygon flag 0x4000): an animated polygon's texture coordinates step
 * through {@code frames} cells of the page, each {@code width} × {@code height} (in texture
 * coordinates), left to right and then down a row when the page's width is used up, as the game
 * draws it. A model from PIE keeps the block per triangle in the {@code pie:texture-animation}
 * stream; this gives the model as one frame shows it, for pictures of the animation.
 */
public final class PieTextureAnimation {
    private PieTextureAnimation() {
    }

    /** The most frames any animated polygon of {@code model} has; 0 when none is animated. */
    public static int frames(Model model) {
        int most = 0;
        for (Mesh mesh : model.meshes()) {
            VertexArray block = mesh.triangleStream(PieCompiler.ANIMATION_STREAM).orElse(null);
            VertexArray flags = mesh.triangleStream(PieCompiler.FLAGS_STREAM).orElse(null);
            for (int t = 0; block != null && t < block.vertexCount(); t++) {
                if (animated(flags, t)) {
                    most = Math.max(most, (int) Math.min(Integer.MAX_VALUE, Math.max(0, block.getDouble(t, 0))));
                }
            }
        }
        return most;
    }

    /**
     * {@code model} with every animated polygon's texture coordinates moved to {@code frame}
     * (taken modulo each polygon's own frame count); frame 0 is the model as it is.
     */
    public static Model atFrame(Model model, int frame) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            meshes.add(atFrame(mesh, frame));
        }
        return model.toBuilder().meshes(meshes).build();
    }

    private static Mesh atFrame(Mesh mesh, int frame) {
        VertexArray block = mesh.triangleStream(PieCompiler.ANIMATION_STREAM).orElse(null);
        VertexArray uv = mesh.array(AttributeKind.TEXCOORD, 0).orElse(null);
        if (block == null || uv == null || uv.size() < 2) {
            return mesh;
        }
        VertexArray flags = mesh.triangleStream(PieCompiler.FLAGS_STREAM).orElse(null);
        int n = mesh.vertexCount();
        double[] du = new double[n];
        double[] dv = new double[n];
        boolean[] moved = new boolean[n];
        int[] corners = mesh.triangleIndices();
        for (int t = 0; t < block.vertexCount() && 3 * t + 2 < corners.length; t++) {
            int frames = (int) block.getDouble(t, 0);
            double width = block.getDouble(t, 2);
            double height = block.getDouble(t, 3);
            if (!animated(flags, t) || frames < 2 || !(width > 0) || !(height >= 0)) {
                continue;
            }
            int f = Math.floorMod(frame, frames);
            // cells per row of the page: the game steps right, then down a row
            int perRow = Math.max(1, (int) Math.floor(1 / width + 1e-6));
            for (int c = 0; c < 3; c++) {
                int v = corners[3 * t + c];
                if (v >= 0 && v < n && !moved[v]) {
                    moved[v] = true;
                    du[v] = (f % perRow) * width;
                    dv[v] = (f / perRow) * height;
                }
            }
        }
        VertexArray.Builder shifted = new VertexArray.Builder(uv.descriptor(), n);
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < uv.size(); c++) {
                double offset = c == 0 ? du[v] : c == 1 ? dv[v] : 0;
                shifted.set(v, c, uv.getDouble(v, c) + offset);
            }
        }
        return mesh.toBuilder().putArray(shifted.build()).build();
    }

    private static boolean animated(VertexArray flags, int t) {
        return flags == null || ((long) flags.getDouble(t, 0) & PieFlags.TEXTURE_ANIMATION) != 0;
    }
}
