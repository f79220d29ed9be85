package org.example.tri;

import java.util.List;

/**
 * A {@code .tri} file as it was written: its lines in order, comments included, so that writing it
 * again gives the same file.
 *
 * @param lines the lines after the header
 */
public record TriDocument(List<TriLine> lines) {
    /** Copies the lines. */
    public TriDocument {
        lines = List.copyOf(lines);
    }
}
