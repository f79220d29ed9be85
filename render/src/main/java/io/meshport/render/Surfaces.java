package io.meshport.render;

import java.util.Optional;

/** Finds what a mesh's material looks like (its texture file, say); a mesh without one is drawn in a flat colour. */
@FunctionalInterface
public interface Surfaces {
    /** No textures: every mesh in its own colour. */
    Surfaces NONE = material -> Optional.empty();

    /** The surface of {@code material} (a mesh's material name), if one is found. */
    Optional<Surface> find(String material);
}
