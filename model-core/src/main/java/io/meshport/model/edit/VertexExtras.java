package io.meshport.model.edit;

import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;

/** A mesh's extras that hold vertex indices, renumbered with its vertices ({@link FormatExtra#withVertexOrder}). */
final class VertexExtras {
    private VertexExtras() {
    }

    /** {@code source}'s extras put on {@code target} with vertex {@code v} now {@code newIndex[v]} of {@code count}. */
    static void renumber(Mesh source, Mesh.Builder target, int[] newIndex, int count) {
        source.extras().forEach((type, value) -> {
            if (value instanceof FormatExtra e) {
                put(target, type, e.withVertexOrder(newIndex, count));
            }
        });
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void put(Mesh.Builder b, Class type, Object value) {
        b.extra(type, value);
    }
}
