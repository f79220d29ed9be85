package io.meshport.vif.internal.export;

import io.meshport.vif.VifMerges;
import io.meshport.vif.internal.VifDocumentAccess;
import io.meshport.vif.internal.rules.VifRules;
import java.util.Arrays;

/**
 * Splits merges of more than {@link VifRules#MAX_CHILDREN} children into chains, which VDSlib can
 * read (it crashes beyond 128): {@code m P c1 .. c200} becomes {@code m P c1 .. c127 Q} and
 * {@code m Q c128 .. c200}, where Q is a new vertex, a clone of P (the spec's cluster-style merge),
 * with P's error entry. The clones come after {@code vertexCount}, in the order they are made.
 */
final class VifMergeChains {
    private static final VifDocumentAccess ACCESS = VifDocumentAccess.get();

    private VifMergeChains() {
    }

    /** @param cloneOf per added vertex, the vertex it clones */
    record Split(VifMerges merges, int[] cloneOf) {
    }

    /** {@code merges} with every wide merge split; the same object and no clones when none is wide. */
    static Split split(VifMerges merges, int vertexCount) {
        int max = VifRules.MAX_CHILDREN;
        int added = 0;
        int extraMerges = 0;
        for (int m = 0; m < merges.count(); m++) {
            int links = links(merges.childCount(m), max);
            added += links - 1;
            extraMerges += links - 1;
        }
        if (added == 0) {
            return new Split(merges, new int[0]);
        }
        int count = merges.count() + extraMerges;
        int[] parent = new int[count];
        int[] error = new int[count];
        int[] childStart = new int[count + 1];
        int[] children = new int[ACCESS.childrenUnsafe(merges).length + added];
        int[] cloneOf = new int[added];
        int out = 0;
        int at = 0;
        int clones = 0;
        for (int m = 0; m < merges.count(); m++) {
            int n = merges.childCount(m);
            int links = links(n, max);
            int p = merges.parent(m);
            int k = 0;
            for (int link = 0; link < links; link++) {
                boolean last = link == links - 1;
                parent[out] = p;
                error[out] = merges.error(m);
                childStart[out] = at;
                int take = last ? n - k : max - 1;
                for (int i = 0; i < take; i++) {
                    children[at++] = merges.child(m, k++);
                }
                if (!last) {
                    int clone = vertexCount + clones;
                    cloneOf[clones++] = merges.parent(m);
                    children[at++] = clone;
                    p = clone;
                }
                out++;
            }
        }
        childStart[count] = at;
        return new Split(ACCESS.mergesOwned(merges.kind(), parent, error, childStart, Arrays.copyOf(children, at)),
                cloneOf);
    }

    /** Merges in the chain for {@code n} children: each but the last holds max - 1 and the next link. */
    private static int links(int n, int max) {
        return n <= max ? 1 : 1 + (n - 2) / (max - 1);
    }
}
