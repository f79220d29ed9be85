package io.meshport.smd.internal.rules;

import io.meshport.model.derive.ReferenceBlend;

/**
 * A vertex line's links as the reference compiler combines them ({@code readtriangles} in
 * {@code iqm.cpp}): each link to a bone other than the parent is added as it comes; the links to the
 * parent, plus what the links leave short of 1, are added last as the parent's weight. What is
 * added is kept as {@code blendcombo} keeps it ({@link ReferenceBlend}). A GoldSrc vertex line (no
 * links) is the parent's alone.
 *
 * <p>Public because two stages share it: the compiler reduces the links it reads this way, and the
 * exporter picks the links it writes by what this makes of them.
 */
public final class SmdBlend {
    private SmdBlend() {
    }

    /**
     * Puts the vertex line's links in {@code blend} (cleared first): {@code count} of them from
     * {@code from} in {@code bone} and {@code weight} ({@code count} ≤ 0: none), on parent bone
     * {@code parent}.
     */
    public static void links(ReferenceBlend blend, int parent, int[] bone, double[] weight, int from, int count) {
        blend.clear();
        double parentWeight = 0;
        double total = 0;
        for (int k = from; k < from + Math.max(0, count); k++) {
            total += weight[k];
            if (bone[k] == parent) {
                parentWeight += weight[k];
            } else {
                blend.add(weight[k], bone[k]);
            }
        }
        if (total < 1) {
            parentWeight += 1 - total;
        }
        if (parentWeight > 0) {
            blend.add(parentWeight, parent);
        }
    }
}
