package io.meshport.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.meshport.cli.Cli;
import io.meshport.vif.VifMerges;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code info} is bounded whatever the file's shape: a skeleton is drawn to
 * {@link ModelReport#TREE_DEPTH} levels, {@link ModelReport#TREE_CHILDREN} children a joint and
 * {@link ModelReport#TREE_LINES} joints, the rest counted on one line each; a VIF hierarchy's depth
 * is found in linear time. (A 100,000-deep IQE chain ran out of 4.2 GB; a 200,000-deep VIF took 37 s.)
 */
class InfoBoundsTest {
    private static final Pattern COUNTED = Pattern.compile("\u2026 ([0-9,]+) more (?:levels \\(([0-9,]+)|children"
            + " \\(([0-9,]+)|roots \\(([0-9,]+)|joints$)");

    @TempDir
    Path dir;

    /** An IQE skeleton of {@code parents.length} joints "j0", "j1", ... with those parents. */
    private Path iqe(String name, int[] parents) throws IOException {
        StringBuilder b = new StringBuilder("# Inter-Quake Export\n");
        for (int i = 0; i < parents.length; i++) {
            b.append("joint j").append(i).append(' ').append(parents[i]).append("\npq 0 0 1 0 0 0 1\n");
        }
        return Files.writeString(dir.resolve(name), b);
    }

    private static int[] chain(int n) {
        int[] parents = new int[n];
        for (int i = 0; i < n; i++) {
            parents[i] = i - 1;
        }
        return parents;
    }

    /** The lines of the skeleton's tree in {@code info}'s text. */
    private static List<String> tree(String text) {
        List<String> lines = text.lines().toList();
        int from = lines.indexOf(lines.stream().filter(l -> l.startsWith("joints: ")).findFirst().orElseThrow());
        int to = lines.indexOf(lines.stream().filter(l -> l.startsWith("animations: ")).findFirst().orElseThrow());
        return lines.subList(from + 1, to);
    }

    /** Every joint is drawn or counted exactly once: drawn lines plus the counts of summary lines. */
    private static int accounted(List<String> tree) {
        int total = 0;
        for (String line : tree) {
            Matcher m = COUNTED.matcher(line.strip());
            if (!m.find()) {
                total++;
                continue;
            }
            String joints = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3)
                    : m.group(4) != null ? m.group(4) : m.group(1);
            total += Integer.parseInt(joints.replace(",", ""));
        }
        return total;
    }

    @Test
    void aDeepChainIsDrawnToTheDepthLimitAndTheRestCounted() throws IOException {
        Cli.Result r = Cli.run("info", iqe("chain.iqe", chain(3000)).toString());
        assertEquals(0, r.exit(), r.toString());
        List<String> tree = tree(r.out());
        assertEquals(ModelReport.TREE_DEPTH + 1, tree.size(), r.out());
        assertEquals("  ".repeat(ModelReport.TREE_DEPTH) + "j" + (ModelReport.TREE_DEPTH - 1), tree.get(
                ModelReport.TREE_DEPTH - 1));
        assertEquals("  ".repeat(ModelReport.TREE_DEPTH + 1) + "\u2026 2,980 more levels (2,980 joints)",
                tree.get(ModelReport.TREE_DEPTH));
        assertEquals(3000, accounted(tree));
    }

    @Test
    void aHundredThousandLevelsAreReportedInBoundedTimeAndSpaceAsTextAndJson() throws IOException {
        Path file = iqe("deep.iqe", chain(100_000));
        Cli.Result text = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Cli.run("info", file.toString()));
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().length() < 4096, "a few lines: " + text.out().length() + " characters");
        assertTrue(text.out().contains("\u2026 99,980 more levels (99,980 joints)\n"), text.out());
        // JSON lists joints flat, each with its parent's index: linear in the file, whatever the depth
        Cli.Result json = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> Cli.run("info", "--json",
                file.toString()));
        assertEquals(0, json.exit(), json.err());
        JsonObject o = JsonParser.parseString(json.out()).getAsJsonObject();
        assertEquals(100_000, o.getAsJsonArray("joints").size());
        assertEquals(99_998, o.getAsJsonArray("joints").get(99_999).getAsJsonObject().get("parent").getAsInt());
    }

    @Test
    void aWideJointShowsItsFirstChildrenAndCountsTheRest() throws IOException {
        int[] parents = new int[5001];
        Arrays.fill(parents, 0);
        parents[0] = -1;
        Cli.Result r = Cli.run("info", iqe("wide.iqe", parents).toString());
        List<String> tree = tree(r.out());
        assertEquals(1 + ModelReport.TREE_CHILDREN + 1, tree.size(), r.out());
        assertEquals("    j" + ModelReport.TREE_CHILDREN, tree.get(ModelReport.TREE_CHILDREN));
        assertEquals("    \u2026 4,968 more children (4,968 joints)", tree.get(tree.size() - 1));
        assertEquals(5001, accounted(tree));
    }

    @Test
    void anyShapeStaysWithinTheLineLimitAndCountsEveryJointOnce() throws IOException {
        Random random = new Random(28);
        for (int round = 0; round < 6; round++) {
            int n = 500 + random.nextInt(3000);
            int[] parents = new int[n];
            for (int i = 0; i < n; i++) {
                // a mix of roots, bushes and chains
                parents[i] = i == 0 || random.nextInt(40) == 0 ? -1 : random.nextBoolean() ? i - 1 : random.nextInt(i);
            }
            Cli.Result r = Cli.run("info", iqe("shape" + round + ".iqe", parents).toString());
            assertEquals(0, r.exit(), r.err());
            List<String> tree = tree(r.out());
            long drawn = tree.stream().filter(l -> !l.contains("\u2026")).count();
            assertTrue(drawn <= ModelReport.TREE_LINES, drawn + " joints drawn");
            assertTrue(tree.size() <= 3 * ModelReport.TREE_LINES, tree.size() + " lines");
            assertEquals(n, accounted(tree), String.join("\n", tree));
        }
    }

    @Test
    void manyMeshesAreListedToTheLimitAndCounted() throws IOException {
        StringBuilder b = new StringBuilder("# Inter-Quake Export\n");
        for (int i = 0; i < ModelReport.LIST_LINES + 44; i++) {
            b.append("mesh m").append(i).append("\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nfm 0 1 2\n");
        }
        Cli.Result r = Cli.run("info", Files.writeString(dir.resolve("meshes.iqe"), b).toString());
        assertEquals(0, r.exit(), r.toString());
        List<String> lines = r.out().lines().toList();
        assertEquals(ModelReport.LIST_LINES, lines.stream().filter(l -> l.startsWith("  \"m")).count());
        assertTrue(lines.contains("  \u2026 44 more meshes"), r.out());
        JsonObject o = JsonParser.parseString(Cli.run("info", "--json", dir.resolve("meshes.iqe").toString()).out())
                .getAsJsonObject();
        assertEquals(ModelReport.LIST_LINES + 44, o.getAsJsonArray("meshes").size(), "--json lists everything");
    }

    @Test
    void aVifHierarchysDepthIsFoundInLinearTime() {
        int n = 200_001;
        int[] parent = new int[n - 1];
        int[] start = new int[n];
        int[] children = new int[n - 1];
        for (int m = 0; m < n - 1; m++) {
            // vertex m + 1 merges vertex m: a chain of 200,000 levels
            parent[m] = m + 1;
            start[m + 1] = m + 1;
            children[m] = m;
        }
        VifMerges chain = new VifMerges(VifMerges.Kind.MERGES, parent, new int[n - 1], start, children);
        int depth = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> VifReport.depth(chain, n));
        assertEquals(n - 1, depth);
    }

    @Test
    void theVifDepthIsTheClimbFromEveryVertexCappedAtTheVertexCount() {
        Random random = new Random(5);
        for (int round = 0; round < 500; round++) {
            int n = 1 + random.nextInt(30);
            int merges = random.nextInt(n + 3);
            int[] parent = new int[merges];
            int[] start = new int[merges + 1];
            List<Integer> children = new ArrayList<>();
            for (int m = 0; m < merges; m++) {
                // lenient files: cycles, a vertex in two merges, indexes out of range
                parent[m] = random.nextInt(n + 2) - 1;
                int count = random.nextInt(4);
                for (int k = 0; k < count; k++) {
                    children.add(random.nextInt(n + 2) - 1);
                }
                start[m + 1] = children.size();
            }
            VifMerges h = new VifMerges(VifMerges.Kind.MERGES, parent, new int[merges], start,
                    children.stream().mapToInt(Integer::intValue).toArray());
            assertEquals(climbing(h, n), VifReport.depth(h, n), h.toString());
        }
    }

    /** The depth as VifLevelOfDetail.depth finds it: a climb from every vertex, at most n steps. */
    private static int climbing(VifMerges h, int n) {
        int[] parentOf = new int[n];
        Arrays.fill(parentOf, -1);
        for (int m = 0; m < h.count(); m++) {
            for (int k = 0; k < h.childCount(m); k++) {
                int c = h.child(m, k);
                if (c >= 0 && c < n && h.parent(m) >= 0 && h.parent(m) < n) {
                    parentOf[c] = h.parent(m);
                }
            }
        }
        int deepest = 0;
        for (int v = 0; v < n; v++) {
            int d = 0;
            for (int p = parentOf[v]; p >= 0 && d < n; p = parentOf[p]) {
                d++;
            }
            deepest = Math.max(deepest, d);
        }
        return deepest;
    }

    @Test
    void aDeepVifIsReportedByInfo() throws IOException {
        int n = 20_001;
        StringBuilder b = new StringBuilder("VIF2.3\nformat: p\nvertex positions: " + n + "\nvertices: " + n
                + "\ntriangles: 1\npatches: 1\nerrorparams: " + n + "\nerrorparam size: 1\nmerges: " + (n - 1) + "\n");
        for (int i = 0; i < n; i++) {
            b.append('p').append(i).append(' ').append(i).append(' ').append(i % 7).append(" 0\n");
        }
        for (int i = 0; i < n; i++) {
            b.append('v').append(i).append(' ').append(i).append(" 1\n");
        }
        b.append("t 0 1 2 1\n");
        for (int i = 0; i < n; i++) {
            b.append('e').append(i).append(' ').append(i).append('\n');
        }
        for (int i = n - 1; i > 0; i--) {
            b.append('m').append(i).append(" e").append(i).append(' ').append(i - 1).append('\n');
        }
        Path vif = Files.writeString(dir.resolve("deep.vif"), b);
        Cli.Result r = Cli.run("info", vif.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().contains("hierarchy: 20000 merges, 20000 interior vertices, depth 20000, widest merge 1"),
                r.out());
    }
}
