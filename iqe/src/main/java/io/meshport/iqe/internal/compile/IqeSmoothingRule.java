package io.meshport.iqe.internal.compile;

import io.meshport.model.derive.SmoothNormals;
import io.meshport.text.pool.IntList;
import java.util.List;

/**
 * IQE's test for whether two triangle corners at one position may share a generated normal
 * (iqe.txt, "Smoothing"): every applicable test must pass.
 * <ul>
 * <li>both triangles have the same {@code smoothgroup} key;</li>
 * <li>the angle between their face normals is within both triangles' {@code smoothangle}
 *     (a signed cosine: the reference compiler compares against |cos|, which wrongly smooths
 *     faces more than 90° apart when the angle is below 90°);</li>
 * <li>with {@code smoothuv} on either triangle, the corners' texture coordinates are equal;</li>
 * <li>with {@code vs}, the corners' vertexes have the same smoothing index (looked up by vertex,
 *     where the reference compiler wrongly indexes by corner number);</li>
 * <li>with {@code fs}, the two triangles share an edge at this corner that either flags as
 *     smooth.</li>
 * </ul>
 */
final class IqeSmoothingRule implements SmoothNormals.CornerRule {
    private final int[] triangles;
    private final float[] positions;
    /** Three floats a triangle, or null when no smoothangle parts faces. */
    private final float[] faceNormals;
    private final int[] triangleState;
    private final List<IqeSmoothingState> states;
    private final float[] texcoords;
    private final int[] smoothIndexes;
    private final byte[] edgeFlags;

    /**
     * @param texcoords two floats per vertex, or null
     * @param smoothIndexes one per vertex, or null
     * @param edgeFlags per triangle bit i = edge from corner i to i+1 smooths, or null
     */
    private IqeSmoothingRule(int[] triangles, float[] positions, float[] faceNormals, int[] triangleState,
            List<IqeSmoothingState> states, float[] texcoords, int[] smoothIndexes, byte[] edgeFlags) {
        this.triangles = triangles;
        this.positions = positions;
        this.faceNormals = faceNormals;
        this.triangleState = triangleState;
        this.states = states;
        this.texcoords = texcoords;
        this.smoothIndexes = smoothIndexes;
        this.edgeFlags = edgeFlags;
    }

    /**
     * The rule for a file's triangles.
     *
     * @param texcoords two floats per vertex, or null
     * @param smoothIndexes one per vertex, or null
     */
    static IqeSmoothingRule of(int[] triangles, float[] positions, IqeTriangleSmoothing smoothing,
            float[] texcoords, int[] smoothIndexes) {
        // Face normals only where a smoothangle can part faces: at the default, 180 degrees
        // (a cosine of -1), no two unit normals fail the test, and a large mesh is spared an
        // array of three floats a triangle.
        boolean angles = smoothing.states().stream().anyMatch(s -> s.minCos() > -1);
        float[] faceNormals = angles ? SmoothNormals.faceNormals(positions, triangles, true) : null;
        IntList flags = smoothing.edgeFlags();
        byte[] edges = null;
        if (flags != null) {
            edges = new byte[flags.size()];
            for (int t = 0; t < edges.length; t++) {
                edges[t] = (byte) flags.get(t);
            }
        }
        return new IqeSmoothingRule(triangles, positions, faceNormals, smoothing.stateOfTriangle().toArray(),
                smoothing.states(), texcoords, smoothIndexes, edges);
    }

    @Override
    public boolean maySmooth(int triA, int cornerA, int triB, int cornerB) {
        IqeSmoothingState a = states.get(triangleState[triA]);
        IqeSmoothingState b = states.get(triangleState[triB]);
        if (a.key() != b.key()) {
            return false;
        }
        if (faceNormals != null) {
            double dot = faceNormals[triA * 3] * (double) faceNormals[triB * 3]
                    + faceNormals[triA * 3 + 1] * (double) faceNormals[triB * 3 + 1]
                    + faceNormals[triA * 3 + 2] * (double) faceNormals[triB * 3 + 2];
            // A tiny slack so that coplanar faces still smooth at 0° despite float rounding.
            if (dot < Math.max(a.minCos(), b.minCos()) - 1e-6) {
                return false;
            }
        }
        int va = triangles[triA * 3 + cornerA];
        int vb = triangles[triB * 3 + cornerB];
        if ((a.uv() || b.uv()) && texcoords != null
                && (texcoords[va * 2] != texcoords[vb * 2] || texcoords[va * 2 + 1] != texcoords[vb * 2 + 1])) {
            return false;
        }
        if (smoothIndexes != null && smoothIndexes[va] != smoothIndexes[vb]) {
            return false;
        }
        return edgeFlags == null || shareSmoothEdge(triA, cornerA, triB, cornerB);
    }

    private boolean shareSmoothEdge(int triA, int a0, int triB, int b0) {
        int a1 = (a0 + 1) % 3, a2 = (a0 + 2) % 3;
        int b1 = (b0 + 1) % 3, b2 = (b0 + 2) % 3;
        int fa = edgeFlags[triA], fb = edgeFlags[triB];
        // Edge a0→a1 has flag bit a0, edge a2→a0 has flag bit a2; likewise for b.
        int pa1 = triangles[triA * 3 + a1], pa2 = triangles[triA * 3 + a2];
        int pb1 = triangles[triB * 3 + b1], pb2 = triangles[triB * 3 + b2];
        return samePosition(pa1, pb1) && ((fa >> a0 | fb >> b0) & 1) != 0
                || samePosition(pa1, pb2) && ((fa >> a0 | fb >> b2) & 1) != 0
                || samePosition(pa2, pb1) && ((fa >> a2 | fb >> b0) & 1) != 0
                || samePosition(pa2, pb2) && ((fa >> a2 | fb >> b2) & 1) != 0;
    }

    private boolean samePosition(int a, int b) {
        return a == b || positions[a * 3] == positions[b * 3] && positions[a * 3 + 1] == positions[b * 3 + 1]
                && positions[a * 3 + 2] == positions[b * 3 + 2];
    }
}
