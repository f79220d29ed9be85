package io.meshport.vif.internal.rules;

import io.meshport.vif.VifDocument;
import io.meshport.vif.VifErrors;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifPositions;
import io.meshport.vif.VifTriangles;
import io.meshport.vif.VifVertices;
import io.meshport.vif.internal.rules.VifProblem.Place;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The rules of a VIF file beyond its syntax, as the spec states them and as VDSlib needs them to
 * neither crash nor hang (notes/vif.md §3-5): patch IDs in range and a triangle's patch its
 * corners'; coincident links forming closed rings of at least two; merges forming one tree with
 * exactly one root, every vertex in it, no vertex the child of two merges or the parent of two, no
 * empty merge and at most {@link #MAX_CHILDREN} children in one; merge errors past entry 0. Also
 * what is odd but allowed (warnings): no hierarchy, unused positions, triangles on interior
 * vertices, degenerate triangles, clone siblings, a non-zero entry 0, ring members apart.
 *
 * <p>Public because the document types of {@code io.meshport.vif} (the limits), the format (which
 * writes no document that breaks a rule), the reader and the exporter all check against it; the
 * package is internal, not exported.
 */
public final class VifRules {
    /** VDSlib keeps a merge's children in a stack array of 128; more crash its reader. */
    public static final int MAX_CHILDREN = 128;
    /** Patch IDs are 16-bit in VDSlib. */
    public static final int MAX_PATCHES = 65535;
    /** Problems of one kind said one by one; the rest are counted. */
    private static final int SAID_PER_KIND = 20;

    private final VifDocument doc;
    private final List<VifProblem> problems = new ArrayList<>();
    private final int[] said = new int[Place.values().length * 2];
    private final int[] unsaid = new int[Place.values().length * 2];

    private VifRules(VifDocument doc) {
        this.doc = doc;
    }

    /** Everything wrong or odd in {@code doc}, rule breaches first; an empty list if nothing. */
    public static List<VifProblem> check(VifDocument doc) {
        VifRules rules = new VifRules(doc);
        rules.run();
        List<VifProblem> sorted = new ArrayList<>(rules.problems);
        sorted.sort((a, b) -> Boolean.compare(b.breaksRule(), a.breaksRule()));
        return sorted;
    }

    /** The first rule {@code doc} breaks, or null. */
    public static VifProblem firstBreach(VifDocument doc) {
        for (VifProblem p : check(doc)) {
            if (p.breaksRule()) {
                return p;
            }
        }
        return null;
    }

    private void run() {
        patches();
        rings();
        hierarchy();
        errors();
        positionsUsed();
        triangles();
        for (int i = 0; i < unsaid.length; i++) {
            if (unsaid[i] > 0) {
                Place place = Place.values()[i / 2];
                problems.add(new VifProblem(Place.FILE, 0, unsaid[i] + " more like these at "
                        + place.name().toLowerCase(java.util.Locale.ROOT) + " records", i % 2 == 1));
            }
        }
    }

    private void breach(Place place, int index, String message) {
        add(new VifProblem(place, index, message, true));
    }

    private void odd(Place place, int index, String message) {
        add(new VifProblem(place, index, message, false));
    }

    private void add(VifProblem p) {
        int kind = p.place().ordinal() * 2 + (p.breaksRule() ? 1 : 0);
        if (said[kind] < SAID_PER_KIND) {
            said[kind]++;
            problems.add(p);
        } else {
            unsaid[kind]++;
        }
    }

    private void patches() {
        if (!doc.version().hasPositions()) {
            return;
        }
        VifVertices v = doc.vertices();
        int patches = doc.patches();
        for (int i = 0; i < v.count(); i++) {
            int p = v.patch(i);
            if (p < 1 || p > patches) {
                breach(Place.VERTEX, i, "vertex " + i + ": patch " + p + " outside 1.." + patches);
            }
        }
        VifTriangles t = doc.triangles();
        for (int i = 0; i < t.count(); i++) {
            int p = t.patch(i);
            if (p < 1 || p > patches) {
                breach(Place.TRIANGLE, i, "triangle " + i + ": patch " + p + " outside 1.." + patches);
                continue;
            }
            for (int k = 0; k < 3; k++) {
                int c = t.corner(i, k);
                if (v.patch(c) != p) {
                    breach(Place.TRIANGLE, i, "triangle " + i + " of patch " + p + " has corner " + c + " of patch "
                            + v.patch(c) + " (a triangle's patch is its corners')");
                    break;
                }
            }
        }
    }

    /**
     * Coincident links must be a permutation of the linked vertices made of cycles: no self link,
     * every link to a linked vertex, and every linked vertex the next of exactly one other. A
     * chain that ends, or runs into a ring ("rho"), breaks that; VDSlib walks it forever.
     */
    private void rings() {
        VifVertices v = doc.vertices();
        int n = v.count();
        int[] previous = new int[n];
        Arrays.fill(previous, -1);
        boolean any = false;
        for (int i = 0; i < n; i++) {
            int c = v.coincident(i);
            if (c < 0) {
                continue;
            }
            any = true;
            if (c == i) {
                breach(Place.VERTEX, i, "vertex " + i + " is coincident with itself");
            } else if (v.coincident(c) < 0) {
                breach(Place.VERTEX, i, "vertex " + i + " is coincident with vertex " + c
                        + ", which names no coincident vertex: coincident vertices form closed rings");
            } else if (previous[c] >= 0) {
                breach(Place.VERTEX, i, "vertex " + c + " follows both vertex " + previous[c] + " and vertex " + i
                        + " in coincident chains: a chain that runs into a ring never closes (VDSlib hangs on it)");
            } else {
                previous[c] = i;
            }
        }
        if (!any) {
            return;
        }
        VifPositions p = doc.positions();
        for (int i = 0; i < n; i++) {
            int c = v.coincident(i);
            if (c < 0 || c == i) {
                continue;
            }
            if (previous[i] < 0 && v.coincident(c) >= 0) {
                breach(Place.VERTEX, i, "no vertex names vertex " + i + " as its coincident vertex: its chain "
                        + "is not a closed ring");
            } else if (!samePlace(p, v.position(i), v.position(c))) {
                odd(Place.VERTEX, i, "coincident vertices " + i + " and " + c + " are at different places");
            }
        }
    }

    private static boolean samePlace(VifPositions p, int a, int b) {
        return p.coordinate(a, 0) == p.coordinate(b, 0) && p.coordinate(a, 1) == p.coordinate(b, 1)
                && p.coordinate(a, 2) == p.coordinate(b, 2);
    }

    private void hierarchy() {
        VifMerges merges = doc.hierarchy();
        int n = doc.vertices().count();
        if (!doc.version().hasHierarchy()) {
            return;
        }
        if (merges.count() == 0) {
            odd(Place.FILE, 0, "no hierarchy (merges: 0): VDSlib cannot use the file; meshport builds one when "
                    + "it writes the model as VIF 2.2 or 2.3");
            return;
        }
        if (merges.kind() == VifMerges.Kind.CLUSTERS) {
            VifClusters.Conversion c = VifClusters.toMerges(merges, doc.vertices().count());
            for (VifProblem p : c.problems()) {
                add(p);
            }
            if (c.problems().stream().noneMatch(VifProblem::breaksRule)) {
                tree(c.merges(), c.vertexCount(), n);
            }
            return;
        }
        tree(merges, n, n);
    }

    /**
     * One tree: every merge has children, at most {@link #MAX_CHILDREN}; no vertex is among its
     * own children or twice among them, the child of two merges, or the parent of two; exactly one
     * root; every vertex reachable from it. {@code fileVertices} are the file's vertices; merges
     * made from clusters add clones after them.
     */
    private void tree(VifMerges merges, int n, int fileVertices) {
        int[] childOf = new int[n];
        int[] parentIn = new int[n];
        Arrays.fill(childOf, -1);
        Arrays.fill(parentIn, -1);
        int[] stamp = new int[n];
        for (int m = 0; m < merges.count(); m++) {
            int parent = merges.parent(m);
            int count = merges.childCount(m);
            if (count == 0) {
                breach(Place.MERGE, m, "merge of vertex " + parent + " has no children");
            } else if (count > MAX_CHILDREN) {
                breach(Place.MERGE, m, "merge of vertex " + parent + " has " + count + " children; VDSlib's reader "
                        + "holds at most " + MAX_CHILDREN + " (it crashes beyond: meshport writes a chain of merges)");
            }
            if (parentIn[parent] >= 0) {
                breach(Place.MERGE, m, "vertex " + parent + " is the parent of two merges (" + (parentIn[parent] + 1)
                        + " and " + (m + 1) + ")");
            } else {
                parentIn[parent] = m;
            }
            for (int k = 0; k < count; k++) {
                int c = merges.child(m, k);
                if (c == parent) {
                    breach(Place.MERGE, m, "vertex " + parent + " is among its own children");
                } else if (stamp[c] == m + 1) {
                    breach(Place.MERGE, m, "vertex " + c + " is a child twice in one merge");
                } else if (childOf[c] >= 0) {
                    breach(Place.MERGE, m, "vertex " + c + " is a child of two merges (" + (childOf[c] + 1) + " and "
                            + (m + 1) + "): the hierarchy is a tree (VDSlib crashes)");
                } else {
                    childOf[c] = m;
                }
                stamp[c] = m + 1;
            }
        }
        int root = -1;
        int roots = 0;
        for (int v = 0; v < n; v++) {
            if (childOf[v] >= 0) {
                continue;
            }
            if (parentIn[v] < 0) {
                if (v < fileVertices) {
                    breach(Place.VERTEX, v, "vertex " + v + " is in no merge: every vertex is in the hierarchy");
                }
            } else if (root < 0) {
                root = v;
                roots = 1;
            } else {
                // Said at whichever of the two merges comes later in the file.
                roots++;
                breach(Place.MERGE, Math.max(parentIn[root], parentIn[v]), "two roots: vertices " + root + " and " + v
                        + " are parents of no merge's children (VDSlib crashes)");
            }
        }
        if (root < 0) {
            breach(Place.MERGE, 0, "no root: the merges form a cycle");
            return;
        }
        if (roots > 1) {
            return; // every vertex under some root: unreachable from the first is no news
        }
        // Every vertex reachable from the root, walking merges down (no recursion: trees can be deep).
        boolean[] seen = new boolean[n];
        int[] stack = new int[n];
        int top = 0;
        stack[top++] = root;
        seen[root] = true;
        int reached = 1;
        while (top > 0) {
            int v = stack[--top];
            int m = parentIn[v];
            if (m < 0) {
                continue;
            }
            for (int k = 0; k < merges.childCount(m); k++) {
                int c = merges.child(m, k);
                if (!seen[c] && childOf[c] == m) {
                    seen[c] = true;
                    reached++;
                    stack[top++] = c;
                }
            }
        }
        if (reached < n) {
            for (int v = 0; v < n; v++) {
                if (!seen[v] && (childOf[v] >= 0 || parentIn[v] >= 0)) {
                    breach(childOf[v] >= 0 ? Place.MERGE : Place.VERTEX, childOf[v] >= 0 ? childOf[v] : v,
                            "vertex " + v + " cannot be reached from the root " + root + ": the merges form a cycle");
                    break;
                }
            }
        }
        VifTriangles t = doc.triangles();
        for (int i = 0; i < t.count(); i++) {
            for (int k = 0; k < 3; k++) {
                int c = t.corner(i, k);
                if (c < n && parentIn[c] >= 0) {
                    odd(Place.TRIANGLE, i, "triangle " + i + " has corner " + c
                            + ", a merge's parent: triangles belong on leaves");
                    break;
                }
            }
        }
        if (n == fileVertices) {
            cloneSiblings(merges);
        }
    }

    private void cloneSiblings(VifMerges merges) {
        VifVertices v = doc.vertices();
        for (int m = 0; m < merges.count(); m++) {
            int count = merges.childCount(m);
            if (count > 16) {
                continue;
            }
            for (int a = 0; a < count; a++) {
                for (int b = a + 1; b < count; b++) {
                    int va = merges.child(m, a);
                    int vb = merges.child(m, b);
                    if (va != vb && v.position(va) == v.position(vb)) {
                        odd(Place.MERGE, m, "vertices " + va + " and " + vb + " of one merge are clones (one position)");
                        a = count;
                        break;
                    }
                }
            }
        }
    }

    private void errors() {
        VifErrors errors = doc.errors();
        if (errors.count() == 0) {
            return;
        }
        VifMerges merges = doc.hierarchy();
        for (int m = 0; m < merges.count(); m++) {
            if (merges.error(m) == 0) {
                breach(Place.MERGE, m, "merge of vertex " + merges.parent(m)
                        + " names error entry 0, which belongs to the vertices without children");
            }
        }
        for (int k = 0; k < errors.size(); k++) {
            if (errors.value(0, k) != 0) {
                odd(Place.ERROR, 0, "error entry 0 (the leaves') is not zero");
                break;
            }
        }
    }

    private void positionsUsed() {
        if (!doc.version().hasPositions()) {
            return;
        }
        boolean[] used = new boolean[doc.positions().count()];
        VifVertices v = doc.vertices();
        for (int i = 0; i < v.count(); i++) {
            used[v.position(i)] = true;
        }
        for (int p = 0; p < used.length; p++) {
            if (!used[p]) {
                odd(Place.POSITION, p, "position " + p + " is used by no vertex");
            }
        }
    }

    private void triangles() {
        VifTriangles t = doc.triangles();
        for (int i = 0; i < t.count(); i++) {
            int a = t.corner(i, 0);
            int b = t.corner(i, 1);
            int c = t.corner(i, 2);
            if (a == b || b == c || a == c) {
                odd(Place.TRIANGLE, i, "triangle " + i + " repeats a corner");
            }
        }
    }
}
