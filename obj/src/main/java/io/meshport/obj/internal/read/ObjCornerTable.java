package io.meshport.obj.internal.read;

import io.meshport.text.pool.IntList;
import java.util.Arrays;

/**
 * The vertices of one mesh: each distinct (position, texture coordinate, normal) index triple its
 * faces use becomes one vertex, numbered in order of first use. On int arrays, as a mesh may have
 * millions of corners: when the mesh's positions are a dense range of the file's (most meshes),
 * the vertices of each position are chained from an array indexed by position, which a mesh's
 * corners visit nearly in order; otherwise an open-addressing table, which visits memory at random
 * (a 1M-vertex mesh's corners cost three times as much through it).
 */
final class ObjCornerTable {
    /** Slots a table starts with at most: a mesh's vertices are often far fewer than its corners. */
    private static final int FIRST_SLOTS = 64;

    private int[] keys;
    private int[] slots; // vertex number + 1; 0 = empty
    private final IntList triples;
    private int count;
    /** By position - {@link #firstPosition}: its last new vertex + 1 (0: none); null for the hash table. */
    private final int[] byPosition;
    private final int firstPosition;
    /** Per vertex: the position's vertex made before it + 1 (0: none). */
    private final IntList chain;

    /**
     * @param corners the mesh's corners, which bound its vertices: a file of a million one-triangle
     *     meshes makes a million tables, each only as large as its mesh
     * @param minPosition the least position index the corners use
     * @param maxPosition the greatest
     */
    ObjCornerTable(int corners, int minPosition, int maxPosition) {
        int expected = Math.max(2, Math.min(FIRST_SLOTS / 2, corners));
        triples = new IntList(3 * Math.min(FIRST_SLOTS, Math.max(1, corners)));
        if (corners > FIRST_SLOTS && maxPosition - (long) minPosition < 2L * corners) {
            // the array is at most twice the mesh's corners: as large as the mesh, never the file
            byPosition = new int[maxPosition - minPosition + 1];
            firstPosition = minPosition;
            chain = new IntList(Math.min(corners, 1 << 20));
            return;
        }
        byPosition = null;
        firstPosition = 0;
        chain = null;
        int size = Integer.highestOneBit(2 * expected - 1) * 2; // a power of two, at least twice expected
        slots = new int[size];
        keys = new int[3 * size];
    }

    /** The vertex of triple (v, vt, vn), a new one if the triple is new. */
    int vertex(int v, int vt, int vn) {
        if (byPosition != null) {
            int at = v - firstPosition;
            for (int x = byPosition[at]; x != 0; x = chain.get(x - 1)) {
                int k = 3 * (x - 1);
                if (triples.get(k + 1) == vt && triples.get(k + 2) == vn) {
                    return x - 1;
                }
            }
            chain.add(byPosition[at]);
            byPosition[at] = ++count;
            triples.add(v);
            triples.add(vt);
            triples.add(vn);
            return count - 1;
        }
        if (2 * (count + 1) > slots.length) {
            rehash();
        }
        int mask = slots.length - 1;
        int at = hash(v, vt, vn) & mask;
        while (slots[at] != 0) {
            int k = 3 * at;
            if (keys[k] == v && keys[k + 1] == vt && keys[k + 2] == vn) {
                return slots[at] - 1;
            }
            at = (at + 1) & mask;
        }
        keys[3 * at] = v;
        keys[3 * at + 1] = vt;
        keys[3 * at + 2] = vn;
        slots[at] = ++count;
        triples.add(v);
        triples.add(vt);
        triples.add(vn);
        return count - 1;
    }

    int count() {
        return count;
    }

    /** Part {@code part} (0 = v, 1 = vt, 2 = vn) of vertex {@code vertex}'s triple. */
    int triple(int vertex, int part) {
        return triples.get(3 * vertex + part);
    }

    private static int hash(int v, int vt, int vn) {
        int h = v * 0x9E3779B1 + vt * 0x85EBCA77 + vn * 0xC2B2AE3D;
        return h ^ (h >>> 15);
    }

    private void rehash() {
        int[] oldSlots = slots;
        int[] oldKeys = keys;
        slots = new int[oldSlots.length * 2];
        keys = new int[slots.length * 3];
        int mask = slots.length - 1;
        for (int s = 0; s < oldSlots.length; s++) {
            if (oldSlots[s] != 0) {
                int v = oldKeys[3 * s], vt = oldKeys[3 * s + 1], vn = oldKeys[3 * s + 2];
                int at = hash(v, vt, vn) & mask;
                while (slots[at] != 0) {
                    at = (at + 1) & mask;
                }
                slots[at] = oldSlots[s];
                System.arraycopy(oldKeys, 3 * s, keys, 3 * at, 3);
            }
        }
        Arrays.fill(oldSlots, 0);
    }
}
