package io.meshport.crossformat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.iqm.Iqm;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.vif.Vif;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifVersion;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import io.meshport.vif.VifFormat;
import io.meshport.vif.VifLevelOfDetail;
import io.meshport.harness.SurfaceDistance;

/**
 * Every corpus model (Red Eclipse IQM, Unvanquished IQE, Warzone 2100 PIE) as VIF 2.3: the
 * hierarchy meshport builds breaks none of VIF's rules, the file reads back strictly as the same
 * document, every triangle keeps its corners' positions, and VIF → IQM → VIF and VIF → glTF → VIF
 * give the same document (IQM and glTF carry the hierarchy). Whether VDSlib itself loads these files is
 * {@code .ci/vif-judge.sh}'s question.
 */
class VifFromCorpusTest {
    /**
     * Each corpus model as a VIF 2.3 document with the default hierarchy, made once for the tests
     * that start from it (a collapse hierarchy of a small mesh is measured, BENCHMARKS.md).
     */
    private static final java.util.Map<Path, VifDocument> AS_VIF = new java.util.concurrent.ConcurrentHashMap<>();

    private static VifDocument asVif(Path file, Model model) throws IOException {
        VifDocument doc = AS_VIF.get(file);
        if (doc == null) {
            doc = Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).fromModel(model);
            AS_VIF.put(file, doc);
        }
        return doc;
    }

    static Stream<Path> files() {
        List<Path> all = new ArrayList<>();
        all.addAll(Corpus.files("iqm", ".iqm"));
        all.addAll(Corpus.files("iqe", ".iqe"));
        all.addAll(Corpus.files("pie", ".pie"));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void asVif23ItBreaksNoRuleAndReadsBackStrictly(Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        VifDocument doc = asVif(file, model);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Vif.writer().writeDocument(doc, out);
        // a strict reader refuses a file that breaks any of VIF's hierarchy rules
        VifDocument read = Vif.reader().readDocument(new ByteArrayInputStream(out.toByteArray()), "x.vif");
        assertEquals(doc, read, Corpus.name(file));
        if (model.triangleCount() > 0) {
            assertEquals(model.triangleCount(), read.triangles().count());
            assertTrue(read.hierarchy().count() > 0, Corpus.name(file));
            // the root is vertex 0, as VDSlib's 64-bit build needs (docs/vif-conformance.md)
            assertTrue(Arrays.stream(parents(read)).noneMatch(p -> p == -2), Corpus.name(file));
        }
        // Every triangle's corners are where the model's were (after VIF's axes: the model is
        // compared in VIF's conventions).
        Model inVif = Vif.reader().toModel(read, "x.vif");
        Model expected = io.meshport.model.edit.FormatConventions.convert(model, inVif.conventions(), "vif",
                Diagnostics.discarding());
        assertArrayEquals(cornerPositions(expected.meshes()), cornerPositions(inVif.meshes()), Corpus.name(file));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void vifThroughIqmIsTheSameDocument(Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        VifDocument doc = asVif(file, model);
        Model fromVif = Vif.reader().toModel(doc, "x.vif");
        byte[] iqm = Iqm.writeDocument(Iqm.writer().fromModel(fromVif));
        Model back = Iqm.read(iqm, "x.iqm", Diagnostics.discarding());
        assertEquals(doc, Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).fromModel(back), Corpus.name(file));
    }

    /** glTF carries the hierarchy in {@code extras} as IQM does: VIF → glTF → VIF is the same document. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void vifThroughGltfIsTheSameDocument(Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        VifDocument doc = asVif(file, model);
        Model fromVif = Vif.reader().toModel(doc, "x.vif");
        io.meshport.io.ModelFormat gltf = ModelIO.require("gltf");
        Model back = io.meshport.harness.Laws.read(gltf, io.meshport.harness.Laws.write(gltf, fromVif), "x.glb");
        assertEquals(doc, Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).fromModel(back), Corpus.name(file));
    }

    /**
     * Issue #34's measure of a hierarchy: cut where its errors are smallest to a quarter of the
     * triangles ({@link VifLevelOfDetail#cutToShare}), the hierarchy built by collapses is nearer the
     * model (mean distance by seeded surface sampling) than VDSlib's octree clustering: for every
     * model, and over the whole corpus (the geometric mean of the ratios under 0.15).
     * docs/vif-conformance.md has the figures this prints.
     */
    @org.junit.jupiter.api.Test
    void aQuarterCutOfTheCollapseHierarchyIsNearerThanTheOctreesOne() throws IOException {
        long seed = 34;
        double logRatios = 0;
        int models = 0;
        List<String> worse = new ArrayList<>();
        for (Path file : (Iterable<Path>) files()::iterator) {
            Model model = ModelIO.read(file, Diagnostics.discarding());
            if (model.triangleCount() < 16) {
                continue;
            }
            // the default hierarchy is the collapse one, and the default version 2.3 for a model not read from VIF
            Model asVif = Vif.reader().toModel(asVif(file, model), "x.vif");
            Model collapse = VifLevelOfDetail.cutToShare(asVif, 0.25);
            Model octree = quarter(model, "octree");
            Mesh whole = asVif.meshes().get(0);
            SurfaceDistance.Result c = distance(whole, collapse.meshes().get(0), seed);
            SurfaceDistance.Result o = distance(whole, octree.meshes().get(0), seed);
            System.out.printf(java.util.Locale.ROOT, "VIF quarter cut\t%s\t%d\t%d\t%.5f\t%.5f\t%d\t%.5f\t%.5f%n",
                    Corpus.name(file), whole.triangleCount(), collapse.meshes().get(0).triangleCount(),
                    c.relativeMean(), c.relativeHausdorff(), octree.meshes().get(0).triangleCount(), o.relativeMean(),
                    o.relativeHausdorff());
            logRatios += Math.log(c.mean() / o.mean());
            models++;
            if (!(c.mean() < o.mean())) {
                worse.add(Corpus.name(file) + ": " + c.relativeMean() + " against the octree's " + o.relativeMean());
            }
        }
        assertTrue(worse.isEmpty(), "the collapse hierarchy's quarter is not nearer (seed " + seed + "): " + worse);
        double ratio = Math.exp(logRatios / models);
        System.out.printf(java.util.Locale.ROOT, "VIF quarter cut: %d models, geometric mean of collapse/octree mean"
                + " distance %.3f (seed %d)%n", models, ratio, seed);
        assertTrue(ratio < 0.15, "geometric mean ratio " + ratio + " (seed " + seed + ")");
    }



    private static Model quarter(Model model, String hierarchy) throws IOException {
        VifDocument doc = Vif.writer().withSetting(VifFormat.HIERARCHY_SETTING, hierarchy).fromModel(model);
        return VifLevelOfDetail.cutToShare(Vif.reader().toModel(doc, "x.vif"), 0.25);
    }

    /** The distance of a cut to the whole; a cut with nothing left is as far as the whole is wide. */
    private static SurfaceDistance.Result distance(Mesh whole, Mesh cut, long seed) {
        if (cut.triangleCount() == 0 || !hasArea(cut)) {
            double extent = SurfaceDistance.between(whole, whole, 1, seed).extent();
            return new SurfaceDistance.Result(extent, extent, extent);
        }
        return SurfaceDistance.between(whole, cut, 20_000, seed);
    }

    private static boolean hasArea(Mesh mesh) {
        try {
            SurfaceDistance.between(mesh, mesh, 1, 0);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Per vertex: -1 if no merge's child, -2 if that is not vertex 0 (a root elsewhere), else its merge. */
    private static int[] parents(VifDocument doc) {
        int[] parent = new int[doc.vertices().count()];
        Arrays.fill(parent, -1);
        for (int m = 0; m < doc.hierarchy().count(); m++) {
            for (int k = 0; k < doc.hierarchy().childCount(m); k++) {
                parent[doc.hierarchy().child(m, k)] = m;
            }
        }
        for (int v = 1; v < parent.length; v++) {
            if (parent[v] == -1) {
                parent[v] = -2;
            }
        }
        return parent;
    }

    private static float[] cornerPositions(List<Mesh> meshes) {
        int total = 0;
        for (Mesh m : meshes) {
            total += 9 * m.triangleCount();
        }
        float[] out = new float[total];
        int at = 0;
        for (Mesh m : meshes) {
            var p = m.array(AttributeKind.POSITION).orElseThrow();
            int[] tri = m.triangleIndices();
            for (int c : tri) {
                for (int a = 0; a < 3; a++) {
                    out[at++] = p.getFloat(c, a);
                }
            }
        }
        return out;
    }
}
