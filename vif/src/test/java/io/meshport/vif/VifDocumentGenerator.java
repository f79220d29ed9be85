package io.meshport.vif;

import io.meshport.harness.Source;
import io.meshport.text.LineComment;
import io.meshport.vif.internal.rules.VifClusters;
import io.meshport.vif.internal.rules.VifRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Valid VIF documents ({@link VifRules} finds no breach) of every version, drawn from a
 * {@link Source}: colours (with alpha from 2.2 on), normals, 0 to 3 texture sets (2.1 on),
 * positions shared by several vertices and positions no vertex uses (2.2 on), patches 1..P with
 * triangles on corners of their own patch, coincident rings, 2.3 error parameters or none,
 * hierarchies of merges (in random order, up to {@value VifRules#MAX_CHILDREN} children, as
 * chains, stars or anything between) or of 2.0/2.1 clusters, triangles only on leaves, both
 * header spellings, and comments of their own line or trailing. Floats include negative zero,
 * subnormals, the largest float and arbitrary bit patterns. Grows with {@code size}.
 *
 * <p>Public because the test jar ({@code meshport-vif:tests}) offers it to other VIF readers.
 */
public final class VifDocumentGenerator {
    /** Floats whose text is easy to get wrong. */
    private static final List<Float> AWKWARD = List.of(0f, -0f, 1f, -1f, 0.1f, -0.1f, 1f / 3, 0.001f, 1e-5f,
            -2.5e-7f, 1e-30f, -1e-30f, 1e30f, 1e10f, 16777216f, 16777218f, 123456.79f, 1.0000001f, 0.99999994f,
            Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_VALUE, -Float.MIN_VALUE, Float.MIN_NORMAL,
            3.4028233e38f, 1.17549421e-38f, 9.999999e-39f, 4.2e-44f, 2147483648f, -4294967296f);
    private static final List<String> COMMENTS = List.of("#", "# ", "# made by hand", "## twice", "# caf\u00e9",
            "#m4 e1 0 3", "# VIF2.3", "#\ttab", "#p0 1 2 3 c 4 5 6 255");

    private VifDocumentGenerator() {
    }

    /** Any valid document of any version, with or without a hierarchy. */
    public static VifDocument generate(Source s, int size) {
        return generate(s, size, s.pick(List.of(VifVersion.values())), false);
    }

    /**
     * A valid document with a hierarchy (merges or clusters) if its version has one: the documents
     * that a model made from them gives back ({@link Vif#fromModel} builds a hierarchy for a model
     * without one, so a 2.x document without one is not its own image).
     */
    public static VifDocument generateWithHierarchy(Source s, int size) {
        return generate(s, size, s.pick(List.of(VifVersion.values())), true);
    }

    /** A valid document of {@code version}, with a hierarchy when required and the version has one. */
    public static VifDocument generate(Source s, int size, VifVersion version, boolean hierarchyRequired) {
        boolean hierarchy = version.hasHierarchy() && (hierarchyRequired || s.nextInt(0, 4) > 0);
        // Now and then a wide document, to reach merges of the most children VDSlib reads.
        boolean wide = hierarchy && s.nextInt(0, 20) == 0;
        int n = wide ? s.nextInt(VifRules.MAX_CHILDREN + 1, 2 * VifRules.MAX_CHILDREN)
                : s.nextInt(hierarchy ? 2 : 0, 2 + 3 * size);
        boolean clusters = hierarchy && version.hasClusters() && s.nextBoolean();

        // The hierarchy, and which vertices are leaves (the only ones triangles may use).
        int[][] groups = !hierarchy ? new int[0][] : clusters ? clusters(s, n, wide) : merges(s, n, wide);
        boolean[] interior = new boolean[n];
        if (!clusters) {
            for (int[] g : groups) {
                interior[g[0]] = true;
            }
        }

        // Positions: before 2.2 one per vertex; from 2.2 clones share one and some are unused.
        int[] position = new int[n];
        int positionCount;
        if (version.hasPositions()) {
            int cloneOdds = s.nextInt(0, 2) == 0 ? 0 : s.nextInt(2, 6);
            int distinct = 0;
            for (int v = 0; v < n; v++) {
                position[v] = v > 0 && cloneOdds > 0 && s.nextInt(0, cloneOdds) == 0 ? position[s.nextInt(0, v - 1)]
                        : distinct++;
            }
            positionCount = distinct + (s.nextInt(0, 3) == 0 ? s.nextInt(1, 3) : 0);
            int[] renumber = shuffled(s, positionCount);
            for (int v = 0; v < n; v++) {
                position[v] = renumber[position[v]];
            }
        } else {
            positionCount = n;
            for (int v = 0; v < n; v++) {
                position[v] = v;
            }
        }
        VifPositions positions = positions(s, version, positionCount);

        // Patches, coincident rings.
        int patches = 0;
        int[] patch = new int[n];
        int[] coincident = new int[n];
        Arrays.fill(coincident, -1);
        if (version.hasPositions()) {
            boolean most = s.nextInt(0, 15) == 0;
            patches = most ? VifRules.MAX_PATCHES : n == 0 ? s.nextInt(0, 2) : s.nextInt(1, 4);
            for (int v = 0; v < n; v++) {
                patch[v] = most ? s.pick(List.of(1, 2, VifRules.MAX_PATCHES, s.nextInt(1, VifRules.MAX_PATCHES)))
                        : s.nextInt(1, patches);
            }
            rings(s, n, coincident);
        }
        VifVertices vertices = new VifVertices(position, patch, coincident);

        VifTriangles triangles = triangles(s, size, n, interior, patch, version);

        // Error parameters (2.3), and the merges with their entries.
        VifErrors errors = VifErrors.NONE;
        int[] mergeError = new int[groups.length];
        Arrays.fill(mergeError, -1);
        if (version.hasErrors() && s.nextBoolean()) {
            int errorSize = s.nextInt(1, 3);
            int count = groups.length > 0 ? 1 + s.nextInt(1, groups.length + 1) : s.nextInt(1, 2);
            float[] values = new float[count * errorSize];
            for (int i = errorSize; i < values.length; i++) {
                values[i] = s.nextInt(0, 3) == 0 ? number(s) : s.nextFloat(0, 10);
            }
            errors = new VifErrors(errorSize, values);
            for (int m = 0; m < groups.length; m++) {
                mergeError[m] = s.nextInt(1, count - 1);
            }
        }
        int[] parent = new int[groups.length];
        int[] childStart = new int[groups.length + 1];
        int childCount = 0;
        for (int[] g : groups) {
            childCount += g.length - 1;
        }
        int[] children = new int[childCount];
        int at = 0;
        for (int m = 0; m < groups.length; m++) {
            parent[m] = groups[m][0];
            childStart[m] = at;
            System.arraycopy(groups[m], 1, children, at, groups[m].length - 1);
            at += groups[m].length - 1;
        }
        childStart[groups.length] = at;
        // An empty hierarchy of clusters is spelled 'clusters: 0', so it needs the count line.
        boolean countLine = s.nextBoolean();
        VifMerges.Kind kind = clusters || version.hasClusters() && groups.length == 0 && countLine && s.nextInt(0, 3) == 0
                ? VifMerges.Kind.CLUSTERS : VifMerges.Kind.MERGES;
        VifMerges merges = new VifMerges(kind, parent, mergeError, childStart, children);

        VifDocument doc = new VifDocument(version, s.nextBoolean(), countLine, positions, vertices, triangles, patches,
                errors, merges, List.of());
        return doc.withComments(comments(s, doc));
    }

    /**
     * A tree over all {@code n} vertices as merges, each {parent, children...}, in random order:
     * vertices join in a random order under one that joined before, picked uniformly (bushy),
     * mostly the last (a chain) or mostly the first (a star).
     */
    private static int[][] merges(Source s, int n, boolean wide) {
        int[] order = shuffled(s, n);
        int[] count = new int[n];
        int[] parentOf = new int[n];
        Arrays.fill(parentOf, -1);
        int shape = wide ? 2 : s.nextInt(0, 3);
        for (int i = 1; i < n; i++) {
            int step = shape == 3 ? s.nextInt(0, 2) : shape;
            int j = switch (step) {
                case 1 -> s.nextInt(0, 3) == 0 ? s.nextInt(0, i - 1) : i - 1;
                case 2 -> s.nextInt(0, 5) == 0 ? s.nextInt(0, i - 1) : 0;
                default -> s.nextInt(0, i - 1);
            };
            int p = order[j];
            if (count[p] >= VifRules.MAX_CHILDREN) {
                p = order[i - 1]; // joined last: no children yet
            }
            parentOf[order[i]] = p;
            count[p]++;
        }
        int[][] byParent = new int[n][];
        int[] filled = new int[n];
        for (int v = 0; v < n; v++) {
            if (count[v] > 0) {
                byParent[v] = new int[1 + count[v]];
                byParent[v][0] = v;
            }
        }
        for (int i = 1; i < n; i++) {
            int c = order[i];
            int p = parentOf[c];
            byParent[p][1 + filled[p]++] = c;
        }
        List<int[]> merges = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (byParent[v] != null) {
                shuffleTail(s, byParent[v]);
                merges.add(byParent[v]);
            }
        }
        shuffle(s, merges);
        return merges.toArray(new int[0][]);
    }

    /**
     * Clusters over {@code n} file vertices, each {parent, children...}, as {@link VifClusters}
     * reads them: the parent one not collapsed yet, the children others not collapsed yet (at
     * most {@value VifRules#MAX_CHILDREN} - 1: the merge form adds the parent's stand-in), until one
     * vertex is left, which has gathered a cluster: one root.
     */
    private static int[][] clusters(Source s, int n, boolean wide) {
        List<Integer> active = new ArrayList<>();
        for (int v : shuffled(s, n)) {
            active.add(v);
        }
        boolean[] gathered = new boolean[n];
        List<int[]> lines = new ArrayList<>();
        while (active.size() > 1) {
            int p = active.get(s.nextInt(0, active.size() - 1));
            int max = Math.min(VifRules.MAX_CHILDREN - 1, active.size() - 1);
            int k = s.nextInt(0, 9) == 0 ? 0 : wide && s.nextBoolean() ? max : s.nextInt(1, Math.min(max, 4));
            int[] line = new int[1 + k];
            line[0] = p;
            for (int i = 1; i <= k; i++) {
                int c;
                do {
                    c = active.get(s.nextInt(0, active.size() - 1));
                } while (c == p);
                active.remove(Integer.valueOf(c));
                line[i] = c;
            }
            gathered[p] = true;
            lines.add(line);
        }
        int last = active.get(0);
        if (!gathered[last] || s.nextInt(0, 4) == 0) {
            lines.add(new int[] {last});
        }
        return lines.toArray(new int[0][]);
    }

    /** Disjoint closed rings of 2 to 4 vertices, each pointing at the next. */
    private static void rings(Source s, int n, int[] coincident) {
        if (n < 2 || s.nextBoolean()) {
            return;
        }
        int[] free = shuffled(s, n);
        int at = 0;
        for (int r = s.nextInt(1, Math.max(1, n / 4)); r > 0 && n - at >= 2; r--) {
            int length = s.nextInt(2, Math.min(4, n - at));
            for (int k = 0; k < length; k++) {
                coincident[free[at + k]] = free[at + (k + 1) % length];
            }
            at += length;
        }
    }

    private static VifPositions positions(Source s, VifVersion version, int count) {
        float[] xyz = new float[3 * count];
        for (int i = 0; i < xyz.length; i++) {
            xyz[i] = number(s);
        }
        int[] rgba = new int[s.nextBoolean() ? 4 * count : 0];
        for (int i = 0; i < rgba.length; i++) {
            rgba[i] = i % 4 == 3 && (!version.hasPositions() || s.nextBoolean()) ? 255
                    : s.pick(List.of(0, 255, s.nextInt(0, 255)));
        }
        float[] normals = new float[s.nextBoolean() ? 3 * count : 0];
        for (int i = 0; i < normals.length; i++) {
            normals[i] = s.nextBoolean() ? s.nextFloat(-1, 1) : number(s);
        }
        int sets = version.hasFormatLine() ? s.nextInt(0, 3) : 0;
        float[] texcoords = new float[2 * sets * count];
        for (int i = 0; i < texcoords.length; i++) {
            texcoords[i] = s.nextBoolean() ? s.nextFloat(0, 1) : number(s);
        }
        return new VifPositions(xyz, rgba, normals, sets, texcoords);
    }

    /** Triangles on leaves, each with its corners' patch (0 before 2.2); now and then degenerate. */
    private static VifTriangles triangles(Source s, int size, int n, boolean[] interior, int[] patch,
            VifVersion version) {
        List<Integer> leaves = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (!interior[v]) {
                leaves.add(v);
            }
        }
        int count = leaves.isEmpty() ? 0 : s.nextInt(0, 1 + 2 * size);
        int[] corners = new int[3 * count];
        int[] trianglePatch = new int[count];
        for (int t = 0; t < count; t++) {
            int a = s.pick(leaves);
            List<Integer> same = new ArrayList<>();
            for (int v : leaves) {
                if (patch[v] == patch[a]) {
                    same.add(v);
                }
            }
            int[] c = {a, s.pick(same), s.pick(same)};
            shuffleTail(s, c);
            int first = s.nextInt(0, 2);
            for (int k = 0; k < 3; k++) {
                corners[3 * t + k] = c[(first + k) % 3];
            }
            trianglePatch[t] = version.hasPositions() ? patch[a] : 0;
        }
        return new VifTriangles(corners, trianglePatch);
    }

    /** Comments of their own line (before a line, or after the last) and trailing ones, one a line. */
    private static List<LineComment> comments(Source s, VifDocument doc) {
        int lines = VifTestFiles.written(doc).split("\n", -1).length - 1;
        List<LineComment> comments = new ArrayList<>();
        for (int i = s.nextInt(0, 4); i > 0; i--) {
            boolean trailing = s.nextBoolean();
            int line = trailing ? s.nextInt(0, lines - 1) : s.nextInt(0, lines);
            if (trailing && comments.stream().anyMatch(c -> c.trailing() && c.line() == line)) {
                continue;
            }
            comments.add(new LineComment(line, s.pick(COMMENTS), trailing));
        }
        comments.sort(Comparator.comparingInt(LineComment::line).thenComparing(LineComment::trailing));
        return comments;
    }

    /** A finite float: mostly ordinary, sometimes awkward, sometimes any bit pattern. */
    static float number(Source s) {
        switch (s.nextInt(0, 9)) {
            case 0, 1:
                return s.pick(AWKWARD);
            case 2: {
                float f = Float.intBitsToFloat((int) s.nextLong());
                return Float.isFinite(f) ? f : -0f;
            }
            case 3:
                return s.nextInt(-1000, 1000);
            case 4:
                return s.nextFloat(-1e-3f, 1e-3f);
            default:
                return s.nextFloat(-100, 100);
        }
    }

    private static int[] shuffled(Source s, int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = s.nextInt(0, i);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
        return a;
    }

    /** Shuffles all but the first element. */
    private static void shuffleTail(Source s, int[] a) {
        for (int i = a.length - 1; i > 1; i--) {
            int j = s.nextInt(1, i);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    private static <T> void shuffle(Source s, List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = s.nextInt(0, i);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }
}
