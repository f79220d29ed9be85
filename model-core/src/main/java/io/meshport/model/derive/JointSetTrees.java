package io.meshport.model.derive;

import io.meshport.model.VertexArray;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A skinned mesh's points grouped by the set of joints that move them, each group in a tree of
 * boxes over position and weights, so that a frame's bounds skip every box that cannot move them.
 * The trees are split only where frames look into them, and frames are taken in order.
 *
 * <p>Why by joint set: a vertex is moved by {@code Σ Wⱼ·Sⱼ·p}, the weighted sum of what each of
 * its joints' skinning matrices makes of it. With {@code s = Σ Wⱼ} and the set's first joint as
 * reference that is {@code s·S₀·p + Σⱼ₌₁ Wⱼ·(Sⱼ − S₀)·p}: within a box of positions and a range of
 * each weight every term is bounded on its own, with no blend. Blend combinations are many and
 * small (random painted weights: 8 vertices each in the 62,500-vertex benchmark model), so boxes
 * within one combination skipped nothing on small models; joint sets are few (120 there) and hold
 * many vertices, and a box narrow in weight as well as in space is nearly as tight as one
 * combination's.
 *
 * <p>A box is split where its points spread most: along x, y or z, or along a weight, which counts
 * as its range times {@link #WEIGHT_SPAN} times the set's reach. It is split only when a frame finds that it could
 * reach past the bounds: a box that never does is never sorted, so most of a large mesh is never
 * split below the first few levels (building whole trees cost more than all the frames' bounds).
 *
 * <p>A frame first visits the leaves that held the last frame's eight extremes (three minima,
 * three maxima, two radii): animation moves little from frame to frame, so their points are close
 * to this frame's bounds. The first frame instead follows, for each extreme, the child whose box
 * reaches furthest that way. Then it walks each tree and moves the points of a leaf only when the
 * leaf's box could reach past the bounds so far; a box inside them skips its whole subtree. A
 * leaf's points are moved as the plain computation moves them: each by its own combination's
 * blended matrix, the same sums in the same order.
 *
 * <p>The result is the same as moving every vertex, not an approximation: a box is skipped only
 * when every value its points could compute (in the same double arithmetic, rounding included)
 * lies strictly inside the bounds so far. The margin for rounding is 10^-12 of the largest term
 * of a joint's matrix product times the largest weight sum, many times what the blend's, the
 * product's and the bound's own roundings can change; squared radii need none, as rounding is
 * monotonic. A frame whose matrices are not finite (or near overflow) moves every vertex in
 * vertex order, and a mesh whose positions are not finite is not grouped, so NaN is taken as the
 * plain computation takes it. What is left to the order of the points is only which of +0 and -0
 * a zero extreme keeps (the reference's comparisons keep the later one).
 *
 * <p>Until {@link #freeze} one thread walks the trees, splitting them, and takes its frames in
 * order. Once frozen nothing is split: a box a frame would have split has its points moved as
 * they lie (in any order, each by its own combination's matrix), and the trees are only read, so
 * that several threads may walk them, each with its own {@link #extremes()}.
 *
 * <p>Why one class of over 800 lines: the trees are flat arrays (nodes, boxes, the points'
 * order) that building, splitting and every frame's walk read and write in place, and the walk's
 * bound on a box (its {@code Frame}) is exact only with the margins the build chose. Split into
 * classes, each would reach into the others' arrays; kept together, the arrays stay private to
 * the one place that keeps their invariants.
 */
final class JointSetTrees {
    /** Most points in a leaf: smaller leaves are visited less often but are more boxes to test. */
    static final int LEAF = 16;
    /** Most weights per vertex for which the margin covers the blend's rounding many times over. */
    static final int WIDEST = 64;
    /**
     * A weight's range counts as this many times the set's reach when choosing where to split. It
     * moves a point by the range times how far that joint's image is from the first joint's, which
     * depends on the frame; on the benchmark model a quarter to a half of the reach made the
     * trees the frames test least (a whole reach: 5% slower; four: 60%).
     */
    private static final double WEIGHT_SPAN = 0.5;
    /** A split by the middle of the box that leaves fewer than 1/UNEVEN of the points on a side is done at the median. */
    private static final int UNEVEN = 16;
    /** Relative margin for rounding, far above the (width + 8) × 2^-53 of a blend, a product and a bound. */
    private static final double MARGIN = 1e-12;
    /** Largest term for which moving a point cannot overflow. */
    private static final double SAFE = 1e300;
    /** Blended matrices a frame keeps for visiting unsplit boxes (a power of two). */
    private static final int BLENDS_KEPT = 256;
    /** The eight extremes a box holds: minima x, y, z, maxima x, y, z, squared radii. */
    private static final int EXTREMES = 8;

    /** Per point x, y, z, grouped by joint set; reordered within a group as boxes are split. */
    final double[] positions;
    /** Per point, its vertex and its blend combination. */
    private final int[] who;
    private final int[] pointCombination;
    /** Per combination its weight sum, and per joint of its set (from {@code c * width}) that joint's weight. */
    private final double[] sum;
    private final double[] jointWeight;
    private final int width;
    /** Per joint set, its root node. */
    private final int[] root;
    /** Per joint set, its first entry in {@link #setJoints} (one more entry than sets). */
    private final int[] setJointStart;
    /** The distinct joints of each set, in order. */
    private final int[] setJoints;
    /** Per joint set, a bound on |coordinate| over its points, and its largest weight sum. */
    private final double[] reach;
    private final double[] heaviest;
    /** Per joint set, how much a weight's range counts against a length when splitting. */
    private final double[] weightSpan;
    /** Per joint set, where its rows start in a frame's {@link Frame#rows} (one more entry than sets). */
    private final int[] setRows;

    // The nodes, growing as boxes are split: what a frame reads of one node is in one place.
    /** Per node ({@link #STRIDE} ints from {@code k * STRIDE}): its set, points, first child and box. */
    private int[] node;
    private static final int STRIDE = 5;
    private static final int SET = 0;
    private static final int FROM = 1;
    private static final int TO = 2;
    /** The node's first child (the second follows it), or -1 while it is not split. */
    private static final int CHILD = 3;
    /** Where the node's box starts in {@link #boxes}. */
    private static final int BOX = 4;
    private int nodes;
    /**
     * Per node from its {@link #BOX}: its box's centre and half extents (x, y, z), the least and
     * largest weight sum of its points, then for each joint of its set after the first the least
     * and largest weight of that joint.
     */
    private double[] boxes;
    private int boxEnd;

    /** Whether boxes are no longer split ({@link #freeze}). */
    private boolean frozen;

    private JointSetTrees(double[] positions, int[] who, int[] combination, double[] sum, double[] jointWeight,
            int width, int[] setJointStart, int[] setJoints, int[] start) {
        this.positions = positions;
        this.who = who;
        this.pointCombination = new int[who.length];
        for (int i = 0; i < who.length; i++) {
            pointCombination[i] = combination[who[i]];
        }
        this.sum = sum;
        this.jointWeight = jointWeight;
        this.width = width;
        this.setJointStart = setJointStart;
        this.setJoints = setJoints;
        int groups = start.length - 1;
        int capacity = 4 * groups + 64;
        node = new int[capacity * STRIDE];
        boxes = new double[capacity * 10];
        root = new int[groups];
        reach = new double[groups];
        heaviest = new double[groups];
        weightSpan = new double[groups];
        setRows = new int[groups + 1];
        for (int g = 0; g < groups; g++) {
            int joints = jointsOf(g);
            setRows[g + 1] = setRows[g] + (joints == 0 ? 0 : 21 + 12 * (joints - 1));
        }
        for (int g = 0; g < groups; g++) {
            Extent e = new Extent(jointsOf(g));
            e.add(start[g], start[g + 1]);
            root[g] = node(g, start[g], start[g + 1], e);
            for (int d = 0; d < 3; d++) {
                reach[g] = Math.max(reach[g], Math.max(Math.abs(e.low[d]), Math.abs(e.high[d])));
            }
            heaviest[g] = e.heavy;
            weightSpan[g] = WEIGHT_SPAN * reach[g];
        }
    }

    /**
     * Groups the points {@code positions} of a mesh whose vertex {@code v} blends combination
     * {@code combination[v]} of {@code bones}/{@code weights} ({@code width} each, -1 for no
     * joint). Null when a position is not finite (the order then decides how NaN is taken) or a
     * vertex has more than {@link #WIDEST} weights.
     */
    static JointSetTrees of(VertexArray positions, int[] combination, int combinations, int width, int[] bones,
            double[] weights) {
        if (width > WIDEST) {
            return null;
        }
        int n = combination.length;
        // per combination: its joint set, weight sum, and weight per joint of the set
        int[] setOf = new int[combinations];
        double[] sum = new double[combinations];
        double[] jointWeight = new double[Math.max(1, combinations * width)];
        Map<JointSet, Integer> sets = new HashMap<>();
        int[] setJoints = new int[Math.max(1, combinations * width)];
        int[] setJointStart = new int[combinations + 1];
        int entries = 0;
        int[] b = new int[width];
        double[] w = new double[width];
        for (int c = 0; c < combinations; c++) {
            int count = 0;
            for (int i = c * width; i < (c + 1) * width; i++) {
                if (bones[i] >= 0) {
                    sum[c] += weights[i];
                    // in joint order
                    int at = count++;
                    while (at > 0 && b[at - 1] > bones[i]) {
                        b[at] = b[at - 1];
                        w[at] = w[at - 1];
                        at--;
                    }
                    b[at] = bones[i];
                    w[at] = weights[i];
                }
            }
            // a joint met twice once, with both weights
            int distinct = 0;
            for (int i = 0; i < count; i++) {
                if (distinct > 0 && b[distinct - 1] == b[i]) {
                    w[distinct - 1] += w[i];
                } else {
                    b[distinct] = b[i];
                    w[distinct++] = w[i];
                }
            }
            System.arraycopy(w, 0, jointWeight, c * width, distinct);
            JointSet key = new JointSet(Arrays.copyOf(b, distinct));
            Integer group = sets.get(key);
            if (group == null) {
                group = sets.size();
                sets.put(key, group);
                System.arraycopy(b, 0, setJoints, entries, distinct);
                entries += distinct;
                setJointStart[group + 1] = entries;
            }
            setOf[c] = group;
        }
        int groups = sets.size();
        // points grouped by set, in vertex order within a set
        int[] start = new int[groups + 1];
        for (int v = 0; v < n; v++) {
            start[setOf[combination[v]] + 1]++;
        }
        for (int g = 0; g < groups; g++) {
            start[g + 1] += start[g];
        }
        int[] fill = Arrays.copyOf(start, groups);
        int[] who = new int[n];
        int[] slot = new int[n];
        for (int v = 0; v < n; v++) {
            int i = fill[setOf[combination[v]]]++;
            who[i] = v;
            slot[v] = i;
        }
        double[] p = SkinnedBounds.Skin.positions(positions, n, slot);
        for (double x : p) {
            if (!Double.isFinite(x)) {
                return null;
            }
        }
        return new JointSetTrees(p, who, combination, sum, jointWeight, width,
                Arrays.copyOf(setJointStart, groups + 1), Arrays.copyOf(setJoints, entries), start);
    }

    /** Distinct joints in order, as a key. */
    private record JointSet(int[] joints) {
        @Override
        public boolean equals(Object o) {
            return o instanceof JointSet other && Arrays.equals(joints, other.joints);
        }

        @Override
        public int hashCode() {
            // spread: neighbouring joints' sets hash a multiple of 32 apart, into few buckets
            return Arrays.hashCode(joints) * 0x9E3779B9;
        }
    }

    /** Per vertex, its point: the order the points are in now. */
    int[] slot() {
        int[] slot = new int[who.length];
        for (int i = 0; i < who.length; i++) {
            slot[who[i]] = i;
        }
        return slot;
    }

    private int jointsOf(int g) {
        return setJointStart[g + 1] - setJointStart[g];
    }

    /** Coordinate {@code d} of point {@code i}: x, y, z, then the weight of each joint after its set's first. */
    private double key(int i, int d) {
        return d < 3 ? positions[3 * i + d] : jointWeight[pointCombination[i] * width + d - 2];
    }

    /** The exact extent of some points in every coordinate, and their weight sums. */
    private final class Extent {
        final double[] low;
        final double[] high;
        double light = Double.POSITIVE_INFINITY;
        double heavy = Double.NEGATIVE_INFINITY;

        Extent(int joints) {
            int dims = 3 + Math.max(0, joints - 1);
            low = new double[dims];
            high = new double[dims];
            Arrays.fill(low, Double.POSITIVE_INFINITY);
            Arrays.fill(high, Double.NEGATIVE_INFINITY);
        }

        /** Grows the extent by points {@code [first, end)}. */
        void add(int first, int end) {
            double x0 = low[0], y0 = low[1], z0 = low[2], x1 = high[0], y1 = high[1], z1 = high[2];
            double light = this.light, heavy = this.heavy;
            for (int i = first; i < end; i++) {
                double x = positions[3 * i], y = positions[3 * i + 1], z = positions[3 * i + 2];
                x0 = x < x0 ? x : x0;
                y0 = y < y0 ? y : y0;
                z0 = z < z0 ? z : z0;
                x1 = x > x1 ? x : x1;
                y1 = y > y1 ? y : y1;
                z1 = z > z1 ? z : z1;
                double s = sum[pointCombination[i]];
                light = s < light ? s : light;
                heavy = s > heavy ? s : heavy;
            }
            low[0] = x0;
            low[1] = y0;
            low[2] = z0;
            high[0] = x1;
            high[1] = y1;
            high[2] = z1;
            this.light = light;
            this.heavy = heavy;
            for (int d = 3; d < low.length; d++) {
                double lo = low[d], hi = high[d];
                for (int i = first; i < end; i++) {
                    double v = jointWeight[pointCombination[i] * width + d - 2];
                    lo = v < lo ? v : lo;
                    hi = v > hi ? v : hi;
                }
                low[d] = lo;
                high[d] = hi;
            }
        }
    }

    /** A node of set {@code g} for points {@code [first, end)} of extent {@code e}; a leaf's points are put in combination order. */
    private int node(int g, int first, int end, Extent e) {
        int k = nodes++;
        int joints = jointsOf(g);
        if ((k + 1) * STRIDE > node.length) {
            node = Arrays.copyOf(node, node.length * 2);
        }
        int at = boxEnd;
        boxEnd += 6 + 2 * Math.max(1, joints);
        if (boxEnd > boxes.length) {
            boxes = Arrays.copyOf(boxes, Math.max(boxEnd, boxes.length * 2));
        }
        node[k * STRIDE + SET] = g;
        node[k * STRIDE + FROM] = first;
        node[k * STRIDE + TO] = end;
        node[k * STRIDE + CHILD] = -1;
        node[k * STRIDE + BOX] = at;
        for (int d = 0; d < 3; d++) {
            double c = (e.low[d] + e.high[d]) * 0.5;
            boxes[at + d] = c;
            // the larger side; a rounded-down difference is covered by the margin
            boxes[at + 3 + d] = Math.max(e.high[d] - c, c - e.low[d]);
        }
        boxes[at + 6] = e.light;
        boxes[at + 7] = e.heavy;
        for (int d = 3; d < e.low.length; d++) {
            boxes[at + 2 * d + 2] = e.low[d];
            boxes[at + 2 * d + 3] = e.high[d];
        }
        if (end - first <= LEAF) {
            // by combination, so that a visit blends each combination once
            for (int i = first + 1; i < end; i++) {
                for (int j = i; j > first && pointCombination[j - 1] > pointCombination[j]; j--) {
                    swap(j - 1, j);
                }
            }
        }
        return k;
    }

    /**
     * Splits node {@code k} in two: by the middle of its box along the coordinate its points
     * spread most in, or at the median when that leaves too few on a side.
     */
    private void split(int k) {
        int g = node[k * STRIDE + SET];
        int first = node[k * STRIDE + FROM];
        int end = node[k * STRIDE + TO];
        int joints = jointsOf(g);
        int at = node[k * STRIDE + BOX];
        int d = -1;
        double most = 0;
        double lo = 0;
        double hi = 0;
        for (int c = 0; c < 3 + Math.max(0, joints - 1); c++) {
            double l = c < 3 ? boxes[at + c] - boxes[at + 3 + c] : boxes[at + 2 * c + 2];
            double h = c < 3 ? boxes[at + c] + boxes[at + 3 + c] : boxes[at + 2 * c + 3];
            double spread = (h - l) * (c < 3 ? 1 : weightSpan[g]);
            if (spread > most) {
                most = spread;
                d = c;
                lo = l;
                hi = h;
            }
        }
        int mid = -1;
        if (d >= 0) {
            mid = partition(first, end, d, lo + (hi - lo) * 0.5);
        }
        int least = Math.max(1, (end - first) / UNEVEN);
        if (mid - first < least || end - mid < least) {
            // clustered points (or none spread at all): the median, or halves of equal points
            mid = (first + end) >>> 1;
            if (d >= 0) {
                select(first, end - 1, mid, d);
            }
        }
        Extent a = new Extent(joints);
        a.add(first, mid);
        Extent b = new Extent(joints);
        b.add(mid, end);
        int firstChild = node(g, first, mid, a);
        node(g, mid, end, b);
        node[k * STRIDE + CHILD] = firstChild;
    }

    /** Puts the points of {@code [first, end)} whose coordinate {@code d} is below {@code at} first; returns where the rest start. */
    private int partition(int first, int end, int d, double at) {
        int i = first;
        int j = end - 1;
        while (true) {
            while (i <= j && key(i, d) < at) {
                i++;
            }
            while (i <= j && !(key(j, d) < at)) {
                j--;
            }
            if (i >= j) {
                return i;
            }
            swap(i++, j--);
        }
    }

    /** Reorders points {@code [left, right]} so that point {@code k} has its order along {@code d} (Hoare's selection). */
    private void select(int left, int right, int k, int d) {
        int l = left;
        int r = right;
        while (l < r) {
            double pivot = key((l + r) >>> 1, d);
            int i = l;
            int j = r;
            while (i <= j) {
                while (key(i, d) < pivot) {
                    i++;
                }
                while (key(j, d) > pivot) {
                    j--;
                }
                if (i <= j) {
                    swap(i++, j--);
                }
            }
            if (k <= j) {
                r = j;
            } else if (k >= i) {
                l = i;
            } else {
                return;
            }
        }
    }

    private void swap(int a, int b) {
        for (int d = 0; d < 3; d++) {
            double t = positions[3 * a + d];
            positions[3 * a + d] = positions[3 * b + d];
            positions[3 * b + d] = t;
        }
        int t = who[a];
        who[a] = who[b];
        who[b] = t;
        t = pointCombination[a];
        pointCombination[a] = pointCombination[b];
        pointCombination[b] = t;
    }

    /** A walking thread's memory of where its last frame's extremes were: none yet. */
    static int[] extremes() {
        int[] none = new int[EXTREMES];
        Arrays.fill(none, -1);
        return none;
    }

    /**
     * From now on no box is split, so that the trees are only read. Called on the thread that
     * walked them so far; a thread that walks them next must see this call happen before (a
     * lock both take does).
     */
    void freeze() {
        frozen = true;
    }

    /**
     * Grows {@code box} (as {@link SkinnedBounds#add} does) by the points moved by the frame's
     * skinning matrices {@code skinning} (12 per joint): the same values as moving every point.
     * False, with nothing done, for a frame whose matrices are not finite or could overflow: the
     * caller then moves every point. {@code lastExtreme} is the walking thread's (from
     * {@link #extremes()}): where its last frame's extremes were, updated for this one.
     */
    boolean frame(int[] lastExtreme, SkinnedBounds.Skin skin, double[] skinning, double[] box) {
        int groups = root.length;
        double[] slack = new double[groups * 3];
        for (int g = 0; g < groups; g++) {
            for (int i = setJointStart[g]; i < setJointStart[g + 1]; i++) {
                for (int row = 0; row < 3; row++) {
                    double term = heaviest[g] * term(skinning, setJoints[i] * 12 + row * 4, reach[g]);
                    if (!(term < SAFE)) { // true for NaN
                        return false;
                    }
                    slack[g * 3 + row] = Math.max(slack[g * 3 + row], MARGIN * term);
                }
            }
        }
        new Frame(lastExtreme, skin, skinning, slack, box).run();
        return true;
    }

    /** Bound on |m0 x + m1 y + m2 z| + |m3| over points within {@code reach}, for the matrix row at {@code m[at]}. */
    private static double term(double[] m, int at, double reach) {
        return (Math.abs(m[at]) + Math.abs(m[at + 1]) + Math.abs(m[at + 2])) * reach + Math.abs(m[at + 3]);
    }

    /** One frame's walk: its matrices, the bounds so far, and room for one node's reach and one blend. */
    private final class Frame {
        private final SkinnedBounds.Skin skin;
        private final double[] skinning;
        /**
         * Per joint set from {@link #setRows}: its first joint's matrix (3x4), the largest
         * magnitude of each of its rotation-and-scale entries over its joints (3x3), and each
         * other joint's matrix minus the first's (3x4 each).
         */
        private final double[] rows;
        private final double[] slack;
        private final double[] box;
        /** The up axis (1: Y, 2: Z), around which the box's horizontal radius is taken ({@link SkinnedBounds#UP}). */
        private final int up;
        /** The last node's lowest and highest x, y, z and its squared radii, from {@link #reach}. */
        private final double[] extent = new double[EXTREMES];
        private final double[] blended = new double[12];
        private final double[] before = new double[EXTREMES];
        /** Per extreme, the leaf whose point holds it so far in this frame, or -1. */
        private final int[] extreme = new int[EXTREMES];
        private int[] stack = new int[64];
        private final int[] lastExtreme;
        /**
         * The blended matrices of this frame's last few combinations, by combination modulo
         * {@link #BLENDS_KEPT} (null until an unsplit box is visited), and whose each is.
         */
        private double[] kept;
        private int[] keptFor;

        Frame(int[] lastExtreme, SkinnedBounds.Skin skin, double[] skinning, double[] slack, double[] box) {
            this.lastExtreme = lastExtreme;
            this.skin = skin;
            this.skinning = skinning;
            this.slack = slack;
            this.box = box;
            this.up = (int) box[SkinnedBounds.UP];
            rows = new double[setRows[setRows.length - 1]];
            for (int g = 0; g < root.length; g++) {
                int first = setJointStart[g];
                int end = setJointStart[g + 1];
                if (first == end) {
                    continue;
                }
                int at = setRows[g];
                int s0 = setJoints[first] * 12;
                System.arraycopy(skinning, s0, rows, at, 12);
                for (int i = first; i < end; i++) {
                    int m = setJoints[i] * 12;
                    for (int row = 0; row < 3; row++) {
                        for (int col = 0; col < 3; col++) {
                            int e = at + 12 + row * 3 + col;
                            rows[e] = Math.max(rows[e], Math.abs(skinning[m + row * 4 + col]));
                        }
                    }
                    if (i > first) {
                        int d = at + 21 + (i - first - 1) * 12;
                        for (int c = 0; c < 12; c++) {
                            rows[d + c] = skinning[m + c] - skinning[s0 + c];
                        }
                    }
                }
            }
            Arrays.fill(extreme, -1);
        }

        void run() {
            if (root.length == 0) {
                return; // a mesh without vertices
            }
            seed();
            for (int g = 0; g < root.length; g++) {
                int depth = 0;
                stack[depth++] = root[g];
                while (depth > 0) {
                    int k = stack[--depth];
                    if (inside(k)) {
                        continue;
                    }
                    if (node[k * STRIDE + TO] - node[k * STRIDE + FROM] <= LEAF
                            || frozen && node[k * STRIDE + CHILD] < 0) {
                        visit(k);
                        continue;
                    }
                    if (node[k * STRIDE + CHILD] < 0) {
                        split(k);
                    }
                    if (depth + 2 > stack.length) {
                        stack = Arrays.copyOf(stack, stack.length * 2);
                    }
                    stack[depth++] = node[k * STRIDE + CHILD] + 1;
                    stack[depth++] = node[k * STRIDE + CHILD];
                }
            }
            System.arraycopy(extreme, 0, lastExtreme, 0, EXTREMES);
        }

        /**
         * Visits the leaves that held the last frame's extremes or, for an extreme not held yet,
         * the leaf found by starting at the set whose root reaches furthest that way and always
         * taking the child that reaches further (when frozen, the first unsplit box on that way).
         */
        private void seed() {
            for (int q = 0; q < EXTREMES; q++) {
                if (lastExtreme[q] >= 0) {
                    visit(lastExtreme[q]);
                }
            }
            double[] rootReach = null;
            for (int q = 0; q < EXTREMES; q++) {
                if (lastExtreme[q] >= 0) {
                    continue;
                }
                if (rootReach == null) {
                    rootReach = new double[root.length * EXTREMES];
                    for (int g = 0; g < root.length; g++) {
                        reach(root[g]);
                        for (int e = 0; e < EXTREMES; e++) {
                            rootReach[g * EXTREMES + e] = towards(e);
                        }
                    }
                }
                int best = 0;
                for (int g = 1; g < root.length; g++) {
                    if (rootReach[g * EXTREMES + q] > rootReach[best * EXTREMES + q]) {
                        best = g;
                    }
                }
                int k = root[best];
                while (node[k * STRIDE + TO] - node[k * STRIDE + FROM] > LEAF
                        && !(frozen && node[k * STRIDE + CHILD] < 0)) {
                    if (node[k * STRIDE + CHILD] < 0) {
                        split(k);
                    }
                    int a = node[k * STRIDE + CHILD];
                    reach(a);
                    double reachA = towards(q);
                    reach(a + 1);
                    k = reachA >= towards(q) ? a : a + 1;
                }
                visit(k);
            }
        }

        /**
         * Writes to {@link #extent} what node {@code k} can reach: per axis the least and largest
         * value any of its points can compute, and the squared radii above any. Values are
         * finite here ({@link #frame} checked), so plain comparisons do.
         */
        private void reach(int k) {
            reach(k, false);
        }

        /**
         * As {@link #reach(int)}; with {@code test}, stops at the first axis that could reach past
         * the bounds so far and returns false, else returns whether the node is inside them.
         */
        private boolean reach(int k, boolean test) {
            int g = node[k * STRIDE + SET];
            int at = node[k * STRIDE + BOX];
            double cx = boxes[at], cy = boxes[at + 1], cz = boxes[at + 2];
            double hx = boxes[at + 3], hy = boxes[at + 4], hz = boxes[at + 5];
            double light = boxes[at + 6], heavy = boxes[at + 7];
            int r = setRows[g];
            int others = setRows[g + 1] - r - 21;
            double bxy = 0;
            double bz = 0;
            for (int row = 0; row < 3; row++) {
                double low = 0, high = 0;
                if (others >= 0) {
                    int m = r + row * 4;
                    double a0 = rows[m] * cx + rows[m + 1] * cy + rows[m + 2] * cz + rows[m + 3];
                    int e = r + 12 + row * 3;
                    // how far the box's points are from its centre, through any joint
                    double spread = heavy * (rows[e] * hx + rows[e + 1] * hy + rows[e + 2] * hz) + slack[g * 3 + row];
                    // s times the first joint's image, weights positive
                    double lightA = light * a0, heavyA = heavy * a0;
                    low = (lightA < heavyA ? lightA : heavyA) - spread;
                    high = (lightA < heavyA ? heavyA : lightA) + spread;
                    for (int dm = r + 21 + row * 4, wi = at + 8; dm < setRows[g + 1]; dm += 12, wi += 2) {
                        // plus each other joint's weight times how far its image is from the first's
                        double d = rows[dm] * cx + rows[dm + 1] * cy + rows[dm + 2] * cz + rows[dm + 3];
                        double lightD = boxes[wi] * d, heavyD = boxes[wi + 1] * d;
                        low += lightD < heavyD ? lightD : heavyD;
                        high += lightD < heavyD ? heavyD : lightD;
                    }
                }
                if (test && !(low > box[row] && high < box[row + 3])) {
                    return false;
                }
                extent[row] = low;
                extent[row + 3] = high;
                double b = -low > high ? -low : high;
                if (row != up) {
                    bxy += b * b;
                } else {
                    bz = b;
                }
            }
            extent[6] = bxy;
            extent[7] = bxy + bz * bz;
            return extent[6] < box[6] && extent[7] < box[7];
        }

        /**
         * Whether nothing node {@code k} holds can move the bounds so far. Sets of one and two
         * joints, nearly all of them, are tested in straight lines: the test runs for every box
         * a frame looks at.
         */
        private boolean inside(int k) {
            int g = node[k * STRIDE + SET];
            int r = setRows[g];
            int size = setRows[g + 1] - r;
            if (size != 21 && size != 33) {
                return reach(k, true);
            }
            int at = node[k * STRIDE + BOX];
            double cx = boxes[at], cy = boxes[at + 1], cz = boxes[at + 2];
            double hx = boxes[at + 3], hy = boxes[at + 4], hz = boxes[at + 5];
            double light = boxes[at + 6], heavy = boxes[at + 7];
            boolean two = size == 33;
            double wl = two ? boxes[at + 8] : 0, wh = two ? boxes[at + 9] : 0;
            double[] m = rows;
            double bxy = 0;
            double bz = 0;
            for (int row = 0; row < 3; row++) {
                int o = r + row * 4;
                int e = r + 12 + row * 3;
                double a = m[o] * cx + m[o + 1] * cy + m[o + 2] * cz + m[o + 3];
                double spread = heavy * (m[e] * hx + m[e + 1] * hy + m[e + 2] * hz) + slack[g * 3 + row];
                double la = light * a, ha = heavy * a;
                double low = (la < ha ? la : ha) - spread;
                double high = (la < ha ? ha : la) + spread;
                if (two) {
                    int dm = o + 21;
                    double d = m[dm] * cx + m[dm + 1] * cy + m[dm + 2] * cz + m[dm + 3];
                    double ld = wl * d, hd = wh * d;
                    low += ld < hd ? ld : hd;
                    high += ld < hd ? hd : ld;
                }
                if (!(low > box[row] && high < box[row + 3])) {
                    return false;
                }
                double b = -low > high ? -low : high;
                if (row != up) {
                    bxy += b * b;
                } else {
                    bz = b;
                }
            }
            return bxy < box[6] && bxy + bz * bz < box[7];
        }

        /**
         * The matrices holding combination {@code c}'s blend (at {@code (c % BLENDS_KEPT) * 12}),
         * blended now unless it is still kept from earlier in this frame: an unsplit box's points
         * are not in combination order, but painted weights repeat on nearby points, so a
         * combination comes back within a few points (the benchmark model's frozen frames blended
         * once per point without this, 6,100 blends for 6,300 points).
         */
        private double[] blendedOf(int c) {
            if (kept == null) {
                kept = new double[BLENDS_KEPT * 12];
                keptFor = new int[BLENDS_KEPT];
                Arrays.fill(keptFor, -1);
            }
            int slot = c & (BLENDS_KEPT - 1);
            if (keptFor[slot] != c) {
                skin.blendOne(skinning, c, kept, slot * 12);
                keptFor[slot] = c;
            }
            return kept;
        }

        /** How far the node last reached goes towards extreme {@code q}: minima, maxima, radii. */
        private double towards(int q) {
            return q < 3 ? -extent[q] : extent[q];
        }

        /**
         * Moves node {@code k}'s points, each run of one combination by its blended matrix: a
         * leaf's, or when frozen an unsplit box's, whose points are in no particular order.
         */
        private void visit(int k) {
            System.arraycopy(box, 0, before, 0, EXTREMES);
            int first = node[k * STRIDE + FROM];
            int end = node[k * STRIDE + TO];
            boolean sorted = end - first <= LEAF;
            for (int i = first; i < end;) {
                int c = pointCombination[i];
                int run = i + 1;
                while (run < end && pointCombination[run] == c) {
                    run++;
                }
                if (sorted) {
                    skin.blendOne(skinning, c, blended, 0);
                    SkinnedBounds.add(positions, i * 3, run * 3, blended, 0, box);
                } else {
                    SkinnedBounds.add(positions, i * 3, run * 3, blendedOf(c), (c & (BLENDS_KEPT - 1)) * 12, box);
                }
                i = run;
            }
            for (int q = 0; q < EXTREMES; q++) {
                if (Double.doubleToRawLongBits(box[q]) != Double.doubleToRawLongBits(before[q])) {
                    extreme[q] = k;
                }
            }
        }
    }
}
