package io.meshport.model.edit;

import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.math.SpatialMap;
import java.util.function.UnaryOperator;

/**
 * Carries the extras along with what an edit changes: those that hold coordinates are moved with
 * the geometry an edit maps ({@link FormatExtra#transformed}), those that hold joint indices are
 * renumbered with the joints ({@link FormatExtra#withJointOrder}), those that name textures renamed
 * with the materials ({@link FormatExtra#withTextureNames}).
 */
final class SpatialExtras {
    private SpatialExtras() {
    }

    static void transform(Model source, Model.Builder target, SpatialMap map) {
        source.extras().forEach((type, value) -> put(type, mapped(type, value, e -> e.transformed(map)), target));
    }

    static void transform(Mesh source, Mesh.Builder target, SpatialMap map) {
        source.extras().forEach((type, value) -> putMesh(type, mapped(type, value, e -> e.transformed(map)), target));
    }

    /** The model's extras after joint {@code j} became joint {@code newIndex[j]}. */
    static void reorderJoints(Model source, Model.Builder target, int[] newIndex) {
        source.extras().forEach((type, value) -> put(type, mapped(type, value,
                e -> e.withJointOrder(newIndex.clone())), target));
    }

    /** The mesh's extras after joint {@code j} became joint {@code newIndex[j]}. */
    static void reorderJoints(Mesh source, Mesh.Builder target, int[] newIndex) {
        source.extras().forEach((type, value) -> putMesh(type, mapped(type, value,
                e -> e.withJointOrder(newIndex.clone())), target));
    }

    /** The model's extras after material names were changed by {@code rule} ({@link FormatExtra#withTextureNames}). */
    static void renameTextures(Model source, Model.Builder target, UnaryOperator<String> rule, boolean maps) {
        source.extras().forEach((type, value) -> put(type, mapped(type, value, e -> e.withTextureNames(rule, maps)),
                target));
    }

    /** The mesh's extras after material names were changed by {@code rule}. */
    static void renameTextures(Mesh source, Mesh.Builder target, UnaryOperator<String> rule, boolean maps) {
        source.extras().forEach((type, value) -> putMesh(type, mapped(type, value,
                e -> e.withTextureNames(rule, maps)), target));
    }

    private static Object mapped(Class<?> type, Object value, UnaryOperator<FormatExtra> how) {
        if (!(value instanceof FormatExtra extra)) {
            return value;
        }
        FormatExtra moved = how.apply(extra);
        if (!type.isInstance(moved)) {
            throw new IllegalStateException(value.getClass().getName() + " mapped to a " + moved.getClass().getName()
                    + ", not a " + type.getName());
        }
        return moved;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void put(Class type, Object value, Model.Builder target) {
        target.extra(type, value);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void putMesh(Class type, Object value, Mesh.Builder target) {
        target.extra(type, value);
    }

}
