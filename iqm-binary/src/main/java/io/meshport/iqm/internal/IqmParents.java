package io.meshport.iqm.internal;

import java.util.Arrays;

/**
 * The parents of IQM joints (or poses). IQM's specification and every engine expect each parent
 * before its child, and Daemon and DarkPlaces refuse a file otherwise (docs/engines.md D15, P8),
 * while FTE and Tesseract show it wrong (F12, T8); but a parent later in the list still names a
 * skeleton, which meshport reads and puts in order ({@link #parentFirst}). What names no skeleton
 * is a parent past the end, a joint its own parent, or a loop of parents.
 */
public final class IqmParents {
    private IqmParents() {
    }

    /**
     * The first joint whose parent names no skeleton (past the end, itself, or a loop back to it),
     * or -1 when every one does. Parents below -1 are left to the caller (they are roots to some
     * engines, errors to the model). Linear: each joint's chain is walked once.
     */
    public static int firstBroken(int[] parents) {
        int n = parents.length;
        // 0 not seen, 1 on the chain being walked, 2 known to reach a root
        byte[] state = new byte[n];
        int[] chain = new int[n];
        for (int i = 0; i < n; i++) {
            int length = 0;
            int j = i;
            while (j >= 0 && state[j] == 0) {
                if (parents[j] >= n || parents[j] == j) {
                    return j;
                }
                state[j] = 1;
                chain[length++] = j;
                j = parents[j];
            }
            if (j >= 0 && state[j] == 1) {
                return j; // a loop
            }
            for (int k = 0; k < length; k++) {
                state[chain[k]] = 2;
            }
        }
        return -1;
    }

    /** Whether some parent comes after its child. */
    public static boolean anyLater(int[] parents) {
        for (int i = 0; i < parents.length; i++) {
            if (parents[i] > i) {
                return true;
            }
        }
        return false;
    }

    /**
     * An order of the joints with every parent before its children, keeping the file's order
     * otherwise (a joint comes as early as its parent allows): {@code order[k]} is the file's index
     * of the k-th joint. {@code parents} must name a skeleton ({@link #firstBroken} -1).
     */
    public static int[] parentFirst(int[] parents) {
        int n = parents.length;
        int[] order = new int[n];
        boolean[] placed = new boolean[n];
        int[] chain = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            int length = 0;
            for (int j = i; j >= 0 && !placed[j]; j = parents[j]) {
                chain[length++] = j;
            }
            for (int c = length - 1; c >= 0; c--) {
                placed[chain[c]] = true;
                order[k++] = chain[c];
            }
        }
        return order;
    }

    /** The inverse of {@code order}: for each file index, its place in the order. */
    public static int[] placeOf(int[] order) {
        int[] place = new int[order.length];
        Arrays.fill(place, -1);
        for (int k = 0; k < order.length; k++) {
            place[order[k]] = k;
        }
        return place;
    }
}
