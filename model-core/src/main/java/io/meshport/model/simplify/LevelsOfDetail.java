package io.meshport.model.simplify;

import io.meshport.model.Mesh;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The level-of-detail chains among a model's meshes, found by the names {@code --lod}
 * ({@link io.meshport.model.edit.ModelEdits#lod}) gives them: a base mesh, then meshes named
 * {@code <base>_lod1}, {@code <base>_lod2}, ... (a base without a name is {@code mesh<i>}, after
 * its index). This is how a writer tells the levels apart from other meshes, to write them the way
 * an engine takes a chain (glTF {@code MSFT_lod}, FTE's per-mesh LOD ranges).
 * <pre>{@code
 * for (LevelsOfDetail.Chain chain : LevelsOfDetail.chains(model.meshes())) {
 *     Mesh base = model.meshes().get(chain.base());
 * }
 * }</pre>
 * A chain's levels are numbered without a gap (a {@code _lod3} without a {@code _lod2} is not in
 * the chain) and each stands after its base in the mesh list; a mesh is in one chain at most.
 * Where several meshes share a name, each base takes, level by level, the first mesh of that
 * level's name after it that no earlier base took: the order {@code --lod} adds them in.
 */
public final class LevelsOfDetail {
    private static final String LEVEL = "_lod";

    private LevelsOfDetail() {
    }

    /**
     * A chain: a base mesh and its lower levels, by index into the mesh list.
     *
     * @param meshes the indices of the base (first) and of level 1, 2, ... after it: two or more
     */
    public record Chain(List<Integer> meshes) {
        /**
         * Checks that there is a base and at least one level, and copies the list.
         *
         * @throws IllegalArgumentException when fewer than two meshes are given
         */
        public Chain {
            meshes = List.copyOf(meshes);
            if (meshes.size() < 2) {
                throw new IllegalArgumentException("a chain is a base and one level or more, not " + meshes);
            }
        }

        /**
         * The base mesh, the chain's most detailed level (level 0).
         *
         * @return its index in the mesh list
         */
        public int base() {
            return meshes.get(0);
        }

        /**
         * The levels of the chain, the base included.
         *
         * @return 2 or more
         */
        public int levels() {
            return meshes.size();
        }

        /**
         * The mesh of one level.
         *
         * @param level 0 for the base, 1 for {@code _lod1}, ...
         * @return its index in the mesh list
         * @throws IndexOutOfBoundsException when the chain has no such level
         */
        public int level(int level) {
            return meshes.get(level);
        }
    }

    /**
     * The name a chain's base goes by: its own, or {@code mesh<index>} when it has none.
     *
     * @param mesh the mesh
     * @param index its index in the mesh list
     * @return the name levels are named after
     */
    public static String baseName(Mesh mesh, int index) {
        return mesh.name().isEmpty() ? "mesh" + index : mesh.name();
    }

    /**
     * The name of a lower level of a base.
     *
     * @param baseName the base's name ({@link #baseName})
     * @param level 1 or more
     * @return {@code <baseName>_lod<level>}
     * @throws IllegalArgumentException when {@code level} is below 1
     */
    public static String levelName(String baseName, int level) {
        if (level < 1) {
            throw new IllegalArgumentException("a lower level is numbered from 1, not " + level);
        }
        return baseName + LEVEL + level;
    }

    /**
     * The chains among {@code meshes}, in the order of their bases. Meshes in no chain are in none
     * of the results.
     *
     * @param meshes the model's meshes, in order
     * @return the chains, each a base and one level or more; empty when there are none
     */
    public static List<Chain> chains(List<Mesh> meshes) {
        // the meshes that may be a level (their name has "_lod"), by name, in list order; one
        // cursor per name: bases are met in index order and take the first free mesh after them,
        // so a mesh passed by a cursor is never wanted again (linear in the meshes)
        Map<String, Candidates> byName = new HashMap<>();
        for (int i = 0; i < meshes.size(); i++) {
            String name = meshes.get(i).name();
            if (name.contains(LEVEL)) {
                byName.computeIfAbsent(name, n -> new Candidates()).indices.add(i);
            }
        }
        boolean[] taken = new boolean[meshes.size()];
        List<Chain> chains = new ArrayList<>();
        for (int i = 0; i < meshes.size() && !byName.isEmpty(); i++) {
            if (taken[i]) {
                continue;
            }
            String base = baseName(meshes.get(i), i);
            List<Integer> chain = new ArrayList<>();
            chain.add(i);
            for (int k = 1;; k++) {
                Candidates c = byName.get(levelName(base, k));
                int level = c == null ? -1 : c.firstAfter(i);
                if (level < 0) {
                    break;
                }
                taken[level] = true;
                chain.add(level);
            }
            if (chain.size() > 1) {
                chains.add(new Chain(chain));
            }
        }
        return chains;
    }

    /** The meshes of one name, and how far bases have taken them. */
    private static final class Candidates {
        final List<Integer> indices = new ArrayList<>();
        int next;

        /** Takes the first mesh after {@code base} not taken yet, or gives -1. */
        int firstAfter(int base) {
            while (next < indices.size() && indices.get(next) <= base) {
                next++;
            }
            return next < indices.size() ? indices.get(next++) : -1;
        }
    }
}
