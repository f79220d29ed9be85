package io.meshport.model.edit;

import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.math.SpatialMap;

/** Moves the extras that hold coordinates along with the geometry an edit maps. */
final class SpatialExtras {
    private SpatialExtras() {
    }

    static void transform(Model source, Model.Builder target, SpatialMap map) {
        source.extras().forEach((type, value) -> put(type, mapped(type, value, map), target));
    }

    static void transform(Mesh source, Mesh.Builder target, SpatialMap map) {
        source.extras().forEach((type, value) -> putMesh(type, mapped(type, value, map), target));
    }

    private static Object mapped(Class<?> type, Object value, SpatialMap map) {
        if (!(value instanceof FormatExtra extra)) {
            return value;
        }
        FormatExtra moved = extra.transformed(map);
        if (!type.isInstance(moved)) {
            throw new IllegalStateException(value.getClass().getName() + ".transformed returned a "
                    + moved.getClass().getName() + ", not a " + type.getName());
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
