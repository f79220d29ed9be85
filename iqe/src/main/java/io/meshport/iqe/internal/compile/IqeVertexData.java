package io.meshport.iqe.internal.compile;

import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.internal.rules.IqeBlend;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;

/**
 * Every vertex attribute of a file, in definition order, with iqe.txt's defaults applied:
 * position W 1, texcoord 0, colour A 1, custom 0. Each attribute is one primitive array with a
 * fixed stride; the arrays must end up equally long or absent.
 */
final class IqeVertexData {
    final FloatList positions = new FloatList(1024);    // x y z w
    final FloatList texcoords = new FloatList(1024);    // u v
    final FloatList normals = new FloatList(1024);      // x y z
    final FloatList tangents = new FloatList(1024);     // x y z w (w unused for the 6-value form)
    final FloatList bitangents = new FloatList(16);     // x y z, only where the 6-value form was used
    final IntList bitangentOf = new IntList(16);        // vertex of each bitangent
    final FloatList colors = new FloatList(16);         // r g b a
    final FloatList[] customs = new FloatList[10];      // x y z w
    final IntList blendIndexes = new IntList(1024);     // 4 per vertex
    final FloatList blendWeights = new FloatList(1024); // 4 per vertex, renormalised
    IntList smoothIndexes;
    int largestBlendIndex = -1;
    int largestBlendIndexLine;

    private final int[] lastLine = new int[17];

    void position(IqeDocument doc, int i) {
        add(positions, doc, i, 0, 0, 0, 1);
        lastLine[0] = doc.sourceLine(i);
    }

    void texcoord(IqeDocument doc, int i) {
        add(texcoords, doc, i, 0, 0);
        lastLine[1] = doc.sourceLine(i);
    }

    void normal(IqeDocument doc, int i) {
        add(normals, doc, i, 0, 0, 0);
        lastLine[2] = doc.sourceLine(i);
    }

    void tangent(IqeDocument doc, int i) {
        int n = doc.argumentCount(i);
        // iqe.txt: up to 4 values are tangent + sign, more are tangent + bitangent.
        for (int k = 0; k < 3; k++) {
            tangents.add(k < n ? doc.floatArgument(i, k) : 0);
        }
        if (n > 4) {
            tangents.add(0);
            for (int k = 3; k < 6; k++) {
                bitangents.add(k < n ? doc.floatArgument(i, k) : 0);
            }
            bitangentOf.add(tangentCount() - 1);
        } else {
            tangents.add(n > 3 ? doc.floatArgument(i, 3) : 0);
        }
        lastLine[3] = doc.sourceLine(i);
    }

    void blend(int[] indexes, float[] weights, int line) {
        for (int s = 0; s < IqeBlend.SLOTS; s++) {
            blendIndexes.add(indexes[s]);
            blendWeights.add(weights[s]);
            if (weights[s] > 0 && indexes[s] > largestBlendIndex) {
                largestBlendIndex = indexes[s];
                largestBlendIndexLine = line;
            }
        }
        lastLine[4] = line;
    }

    void color(IqeDocument doc, int i) {
        add(colors, doc, i, 0, 0, 0, 1);
        lastLine[5] = doc.sourceLine(i);
    }

    void custom(int n, IqeDocument doc, int i) {
        if (customs[n] == null) {
            customs[n] = new FloatList(1024);
        }
        add(customs[n], doc, i, 0, 0, 0, 0);
        lastLine[7 + n] = doc.sourceLine(i);
    }

    void smoothIndex(int value, int line) {
        if (smoothIndexes == null) {
            smoothIndexes = new IntList(1024);
        }
        smoothIndexes.add(value);
        lastLine[6] = line;
    }

    int positionCount() {
        return positions.size() / 4;
    }

    int texcoordCount() {
        return texcoords.size() / 2;
    }

    int normalCount() {
        return normals.size() / 3;
    }

    int tangentCount() {
        return tangents.size() / 4;
    }

    int blendCount() {
        return blendIndexes.size() / 4;
    }

    int colorCount() {
        return colors.size() / 4;
    }

    int customCount(int n) {
        return customs[n] == null ? 0 : customs[n].size() / 4;
    }

    int smoothIndexCount() {
        return smoothIndexes == null ? 0 : smoothIndexes.size();
    }

    /** The vertices defined so far: the longest attribute array. */
    int count() {
        int n = Math.max(positionCount(), Math.max(texcoordCount(), normalCount()));
        n = Math.max(n, Math.max(tangentCount(), Math.max(blendCount(), colorCount())));
        for (int c = 0; c < 10; c++) {
            n = Math.max(n, customCount(c));
        }
        return n;
    }

    /** iqe.txt: every vertex array is absent or as long as the others. */
    void checkLengths(String source) throws ModelFormatException {
        int n = count();
        check(source, "vp", positionCount(), n, 0);
        check(source, "vt", texcoordCount(), n, 1);
        check(source, "vn", normalCount(), n, 2);
        check(source, "vx", tangentCount(), n, 3);
        check(source, "vb", blendCount(), n, 4);
        check(source, "vc", colorCount(), n, 5);
        check(source, "vs", smoothIndexCount(), n, 6);
        for (int c = 0; c < 10; c++) {
            check(source, "v" + c, customCount(c), n, 7 + c);
        }
    }

    private void check(String source, String keyword, int have, int want, int kind) throws ModelFormatException {
        if (have != 0 && have != want) {
            throw ModelFormatException.atLine(source, lastLine[kind], 0, keyword + " given for " + have
                    + " vertices, but the file defines " + want + "; each vertex array must be absent or complete");
        }
    }

    /** Positions as x y z per vertex (W dropped). */
    float[] positions3() {
        int n = positionCount();
        float[] out = new float[n * 3];
        for (int v = 0; v < n; v++) {
            out[v * 3] = positions.get(v * 4);
            out[v * 3 + 1] = positions.get(v * 4 + 1);
            out[v * 3 + 2] = positions.get(v * 4 + 2);
        }
        return out;
    }

    float[] texcoords2() {
        return texcoords.toArray();
    }

    int[] smoothIndexes() {
        return smoothIndexes == null ? null : smoothIndexes.toArray();
    }

    private static void add(FloatList list, IqeDocument doc, int i, float... defaults) {
        int n = doc.argumentCount(i);
        for (int k = 0; k < defaults.length; k++) {
            list.add(k < n ? doc.floatArgument(i, k) : defaults[k]);
        }
    }
}
