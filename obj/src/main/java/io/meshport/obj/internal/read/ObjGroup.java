package io.meshport.obj.internal.read;

import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The faces of the group or object being read, of every material, in one place: each face's part,
 * corner count and line, and each corner's raw table indices (checked and made absolute; -1 where
 * the corner gives no texture coordinate or normal). A part ({@link ObjPart}) is then only its
 * counts, so a file that switches among a million materials holds a million small objects, not a
 * million growable lists; when the group ends, {@link #sortByPart()} orders its faces by part (a
 * counting sort, linear) and each part becomes a mesh.
 */
final class ObjGroup {
    /** The most corners of one group, all its materials together: its corner indices fit one int list. */
    static final int MAX_CORNERS = Integer.MAX_VALUE / 3 - 1;

    final String name;
    final IntList corners = new IntList(3 * 4); // v, vt, vn per corner
    private final IntList faces = new IntList(3 * 4); // part, corner count, line per face
    private final List<ObjPart> parts = new ArrayList<>();
    private final Map<String, ObjPart> byMaterial = new HashMap<>();
    private int cornerCount;
    private int[] order; // face numbers, those of part 0 first, each part's in file order
    private int[] partStart; // where each part's faces begin in order
    private int[] cornerStart; // where each face's corners begin

    ObjGroup(String name) {
        this.name = name;
    }

    /** The part of {@code material}, a new one the first time. */
    ObjPart part(String material) {
        return byMaterial.computeIfAbsent(material, m -> {
            ObjPart p = new ObjPart(name, m, parts.size());
            parts.add(p);
            return p;
        });
    }

    List<ObjPart> parts() {
        return parts;
    }

    int cornerCount() {
        return cornerCount;
    }

    /** Records a face of {@code part} whose {@code size} corners were just added to {@link #corners}. */
    void addFace(ObjPart part, int size, int line) {
        faces.add(part.index);
        faces.add(size);
        faces.add(line);
        part.faces++;
        part.corners += size;
        cornerCount += size;
    }

    /** Orders the faces by part, for {@link #face}; done once, when no face is added any more. */
    void sortByPart() {
        int count = faces.size() / 3;
        partStart = new int[parts.size() + 1];
        for (ObjPart p : parts) {
            partStart[p.index + 1] = partStart[p.index] + p.faces;
        }
        int[] next = new int[parts.size()];
        System.arraycopy(partStart, 0, next, 0, next.length);
        order = new int[count];
        cornerStart = new int[count];
        int corner = 0;
        for (int f = 0; f < count; f++) {
            order[next[faces.get(3 * f)]++] = f;
            cornerStart[f] = corner;
            corner += faces.get(3 * f + 1);
        }
    }

    /** The number of the {@code k}th face of {@code part}. */
    int face(ObjPart part, int k) {
        return order[partStart[part.index] + k];
    }

    int size(int face) {
        return faces.get(3 * face + 1);
    }

    int line(int face) {
        return faces.get(3 * face + 2);
    }

    /** Where face {@code face}'s corners begin, in corners (three indices each) of {@link #corners}. */
    int cornerStart(int face) {
        return cornerStart[face];
    }
}
