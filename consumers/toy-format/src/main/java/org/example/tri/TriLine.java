package org.example.tri;

/**
 * One line of a {@code .tri} file after its header, with the line number it came from (0 for a
 * line made from a model).
 */
public sealed interface TriLine {
    /** The 1-based line number in the file read, or 0. */
    int line();

    /** A comment ({@code # ...}) or a blank line, kept as written. */
    record Comment(int line, String text) implements TriLine {
    }

    /** {@code o}: a new mesh starts. */
    record NewMesh(int line) implements TriLine {
    }

    /** {@code v x y z}: a vertex of the current mesh. */
    record Vertex(int line, float x, float y, float z) implements TriLine {
    }

    /** {@code f a b c}: a triangle of the current mesh, by its vertices' 0-based numbers. */
    record Face(int line, int a, int b, int c) implements TriLine {
    }
}
