package io.meshport.md5.internal.read;

import io.meshport.md5.Md5Mesh;
import io.meshport.text.pool.DoubleList;
import io.meshport.text.pool.IntList;
import org.antlr.v4.runtime.Token;

/**
 * One {@code mesh} block as its lines come: vertices, triangles and weights in file order with
 * their indexes, placed by index and checked (each index once, every reference in range) when the
 * block ends.
 */
final class Md5MeshBlock {
    /**
     * How many times its weights and vertices together a mesh's vertices may use weights in all:
     * exporters give each vertex weights of its own (once each), and a file that shares long ranges
     * among many vertices would cost the square of its size to compile.
     */
    static final int SHARED_WEIGHTS = 8;

    final int firstLine;
    String name = "";
    String shader;
    int vertexCount = -1;
    int triangleCount = -1;
    int weightCount = -1;

    private final IntList vertexIndex = new IntList(64);
    private final DoubleList texcoords = new DoubleList();
    private final IntList weightRanges = new IntList(64);
    /** Per vertex: its line, its index's column and its first weight's column, for errors found at the block's end. */
    private final IntList vertexPlaces = new IntList(64);
    private final IntList triangleIndex = new IntList(64);
    private final IntList corners = new IntList(64);
    /** Per triangle: its line, its index's column and each corner's column. */
    private final IntList trianglePlaces = new IntList(64);
    private final IntList weightIndex = new IntList(64);
    private final IntList weightJoint = new IntList(64);
    private final DoubleList weightValues = new DoubleList();
    /** Per weight: its line and its index's column. */
    private final IntList weightPlaces = new IntList(64);

    Md5MeshBlock(int firstLine) {
        this.firstLine = firstLine;
    }

    /** A {@code vert} line: {@code columns} are those of its index and of its first weight. */
    void vertex(int index, double u, double v, int start, int count, int line, int[] columns) {
        vertexIndex.add(index);
        texcoords.add(u);
        texcoords.add(v);
        weightRanges.add(start);
        weightRanges.add(count);
        vertexPlaces.add(line);
        vertexPlaces.add(columns[0]);
        vertexPlaces.add(columns[1]);
    }

    /** A {@code tri} line: {@code columns} are those of its index and of its three corners. */
    void triangle(int index, int[] c, int line, int[] columns) {
        triangleIndex.add(index);
        corners.add(c[0]);
        corners.add(c[1]);
        corners.add(c[2]);
        trianglePlaces.add(line);
        for (int column : columns) {
            trianglePlaces.add(column);
        }
    }

    /** A {@code weight} line, whose index is at {@code column}. */
    void weight(int index, int joint, double bias, double[] position, int line, int column) {
        weightPlaces.add(line);
        weightPlaces.add(column);
        weightIndex.add(index);
        weightJoint.add(joint);
        weightValues.add(bias);
        weightValues.add(position[0]);
        weightValues.add(position[1]);
        weightValues.add(position[2]);
    }

    /** The mesh, at the block's closing brace {@code end}. */
    Md5Mesh build(Md5DocumentBuilder doc, Token end, int jointCount) {
        if (vertexCount < 0 || triangleCount < 0 || weightCount < 0) {
            throw doc.fail(end, "the mesh block opened at line " + firstLine + " ends without "
                    + (vertexCount < 0 ? "numverts" : triangleCount < 0 ? "numtris" : "numweights"));
        }
        count(doc, end, vertexIndex.size(), vertexCount, "vert", "numverts");
        count(doc, end, triangleIndex.size(), triangleCount, "tri", "numtris");
        count(doc, end, weightIndex.size(), weightCount, "weight", "numweights");

        double[] uv = new double[2 * vertexCount];
        int[] start = new int[vertexCount];
        int[] count = new int[vertexCount];
        int[] vertexAt = new int[vertexCount];
        for (int i = 0; i < vertexCount; i++) {
            int v = vertexIndex.get(i);
            int line = vertexPlaces.get(3 * i);
            if (vertexAt[v] != 0) {
                throw doc.failAt(line, vertexPlaces.get(3 * i + 1), "vert " + v + " again (first at line "
                        + vertexAt[v] + ")");
            }
            vertexAt[v] = line;
            uv[2 * v] = texcoords.get(2 * i);
            uv[2 * v + 1] = texcoords.get(2 * i + 1);
            start[v] = weightRanges.get(2 * i);
            count[v] = weightRanges.get(2 * i + 1);
            if ((long) start[v] + count[v] > weightCount) {
                throw doc.failAt(line, vertexPlaces.get(3 * i + 2), "vert " + v + "'s weights " + start[v] + " to "
                        + (start[v] + count[v] - 1L) + " are not among the mesh's " + weightCount);
            }
        }
        long references = 0;
        for (int c : count) {
            references += c;
        }
        if (references > SHARED_WEIGHTS * ((long) weightCount + vertexCount)) {
            // each vertex's position sums its weights: ranges that overlap this much would make the
            // work grow with the square of the file (exporters give each vertex weights of its own)
            throw doc.fail(end, "the mesh block's vertices use " + references + " weights in all, over "
                    + SHARED_WEIGHTS + " times its " + weightCount + " weights and " + vertexCount + " vertices");
        }
        int[] triangles = new int[3 * triangleCount];
        int[] triangleAt = new int[triangleCount];
        for (int i = 0; i < triangleCount; i++) {
            int t = triangleIndex.get(i);
            int line = trianglePlaces.get(5 * i);
            if (triangleAt[t] != 0) {
                throw doc.failAt(line, trianglePlaces.get(5 * i + 1), "tri " + t + " again (first at line "
                        + triangleAt[t] + ")");
            }
            triangleAt[t] = line;
            for (int k = 0; k < 3; k++) {
                int v = corners.get(3 * i + k);
                if (v >= vertexCount) {
                    throw doc.failAt(line, trianglePlaces.get(5 * i + 2 + k), "tri " + t + " names vert " + v
                            + " where numverts says " + vertexCount);
                }
                triangles[3 * t + k] = v;
            }
        }
        int[] joint = new int[weightCount];
        double[] bias = new double[weightCount];
        double[] position = new double[3 * weightCount];
        int[] weightAt = new int[weightCount];
        for (int i = 0; i < weightCount; i++) {
            int w = weightIndex.get(i);
            int line = weightPlaces.get(2 * i);
            if (weightAt[w] != 0) {
                throw doc.failAt(line, weightPlaces.get(2 * i + 1), "weight " + w + " again (first at line "
                        + weightAt[w] + ")");
            }
            weightAt[w] = line;
            joint[w] = weightJoint.get(i);
            bias[w] = weightValues.get(4 * i);
            position[3 * w] = weightValues.get(4 * i + 1);
            position[3 * w + 1] = weightValues.get(4 * i + 2);
            position[3 * w + 2] = weightValues.get(4 * i + 3);
        }
        try {
            return new Md5Mesh(name, shader, uv, start, count, triangles, joint, bias, position);
        } catch (IllegalArgumentException e) {
            throw doc.fail(end, e.getMessage());
        }
    }

    private static void count(Md5DocumentBuilder doc, Token end, int got, int announced, String what, String word) {
        if (got != announced) {
            throw doc.fail(end, "the mesh block ends after " + got + " " + what + " lines where " + word + " said "
                    + announced);
        }
    }
}
