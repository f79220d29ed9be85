package io.meshport.model;

import io.meshport.model.math.SpatialMap;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A model or mesh extra that belongs to one format (what only that format knows, kept so that a
 * round trip through it loses nothing). A writer of another format cannot hold it and reports the
 * loss (unless it carries extras through an {@link io.meshport.io.ExtraCodec}); the extra says what
 * that loss amounts to, so the report names real data and stays quiet about layout facts or data
 * the model derives anyway (an adjacency table, say).
 *
 * <p>Extras go through every edit with their model or mesh: one that holds coordinates or vertex
 * indices overrides {@link #transformed} or {@link #withVertexOrder} so that it stays true of the
 * edited geometry. Both must return an instance of the same class.
 */
public interface FormatExtra {
    /**
     * What another format loses by dropping this extra, one short phrase per item, its count or
     * size in a trailing parenthesis (e.g. {@code "IQM extension 'tags' (128 bytes)"},
     * {@code "PIE connectors (3 points)"}); empty when nothing of substance is lost.
     */
    List<String> lossesElsewhere();

    /**
     * What the format calls the mesh this (mesh) extra belongs to, for loss messages about an
     * unnamed mesh: "level" for a PIE level gives "PIE connectors of level 2 (3 points)".
     */
    default String meshNoun() {
        return "mesh";
    }

    /** This extra after the model's space was mapped by {@code map}; the default holds no coordinates. */
    default FormatExtra transformed(SpatialMap map) {
        return this;
    }

    /**
     * This (mesh) extra after the mesh's vertices were renumbered: vertex {@code v} is now
     * {@code newIndex[v]} (several old vertices may become one, as in welding). The default holds
     * no vertex indices.
     */
    default FormatExtra withVertexOrder(int[] newIndex, int newVertexCount) {
        return this;
    }

    /**
     * This extra after the skeleton's joints were put in another order: joint {@code j} is now
     * joint {@code newIndex[j]} (a permutation: no joint is added or left out). The default holds
     * no joint indices.
     */
    default FormatExtra withJointOrder(int[] newIndex) {
        return this;
    }

    /**
     * This extra after material names were changed by {@code rule} (the new name of a name, or the
     * same one): the texture names it holds that name a material (PIE's TEXTURE lines) follow, and with
     * {@code maps} also the images that go with one (PIE's NORMALMAP, SPECULARMAP and TCMASK lines),
     * so that the file written names what the edited meshes name. The default holds no texture names.
     */
    default FormatExtra withTextureNames(UnaryOperator<String> rule, boolean maps) {
        return this;
    }

    /**
     * True if the mesh's vertices that no triangle uses mean something to this extra (VIF's interior
     * hierarchy vertices), so that a validator does not call them unused.
     */
    default boolean usesVerticesWithoutTriangles() {
        return false;
    }
}
