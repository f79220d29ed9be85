package io.meshport.crossformat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Laws;
import io.meshport.harness.LossReports;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.pie.PieFileExtra;
import io.meshport.pie.PieFormat;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every corpus model (Unvanquished IQE, Red Eclipse IQM, Warzone 2100 PIE, and each as VIF) through
 * glTF and back into its own format keeps what both formats hold: meshes, triangles, vertex
 * streams, materials, the skeleton and its animations (within float tolerance: glTF stores the
 * skeleton's bind pose as matrices), and the extras other formats carry through glTF's
 * {@code extras} (PIE's levels and connectors, VIF's hierarchy) — all but what glTF's writer
 * reports lost (values glTF's rules forbid, which it mends).
 */
class ThroughGltfTest {
    /** Float arithmetic of the axis turn and the bind matrices: well under a thousandth of a unit. */
    private static final ModelDiff.Tolerance FLOAT = new ModelDiff.Tolerance(1e-5, 1e-4, 0, false);

    static Stream<Arguments> files() {
        List<Arguments> all = new ArrayList<>();
        for (String format : List.of("iqe", "iqm", "pie")) {
            for (Path file : Corpus.files(format, "." + format)) {
                all.add(Arguments.of(Corpus.name(file), format, file));
                all.add(Arguments.of(Corpus.name(file) + " as vif", "vif", file));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void keepsWhatItsFormatHolds(String name, String format, Path file) throws IOException {
        ModelFormat own = ModelIO.require(format);
        ModelFormat gltf = ModelIO.require("gltf");
        Model read = ModelIO.read(file, Diagnostics.discarding());
        // a file of another format is first made a file of this one
        Model model = format.equals(ModelIO.extension(file)) ? read
                : Laws.read(own, Laws.write(own, read), "x." + format);
        // what glTF cannot hold (a zero normal, weights of no joint) the writer mends and reports:
        // those parts are not held to coming back
        Diagnostics gltfLosses = new Diagnostics();
        ByteArrayOutputStream asGltf = new ByteArrayOutputStream();
        gltf.writer().orElseThrow().write(model, asGltf, gltfLosses);
        Model viaGltf = Laws.read(gltf, asGltf.toByteArray(), "x.glb");
        Model back = Laws.read(own, writeInItsVersion(own, viaGltf), "back." + format);
        Capabilities shared = own.capabilities().intersect(gltf.capabilities());
        Set<Class<?>> added = new HashSet<>(own.capabilities().extras());
        Model expected = withoutExtrasNotIn(viaGltf, LossReports.withoutLost(model, gltfLosses.all()));
        Model actual = withoutExtrasNotIn(viaGltf, LossReports.withoutLost(back, gltfLosses.all()));
        assertEquals(expected.triangleCount(), actual.triangleCount(), name);
        assertEquals(expected.joints().size(), actual.joints().size(), name);
        assertEquals(expected.frameCount(), actual.frameCount(), name);
        try {
            ModelDiff.assertEquivalent(Laws.comparable(shared, expected), Laws.comparable(shared, actual), FLOAT, added);
        } catch (AssertionError e) {
            throw new AssertionError(name + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@code model} without the extras glTF did not carry (those without a codec: a format's record
     * of its own file, such as IQM's stored adjacency, which its writer derives again; an extra
     * that holds more is reported lost by the writer and left out already).
     */
    private static Model withoutExtrasNotIn(Model carried, Model model) {
        Model.Builder b = model.toBuilder();
        model.extras().keySet().stream().filter(t -> !carried.extras().containsKey(t)).forEach(b::removeExtra);
        java.util.Set<Class<?>> onMeshes = new HashSet<>();
        carried.meshes().forEach(m -> onMeshes.addAll(m.extras().keySet()));
        List<io.meshport.model.Mesh> meshes = new ArrayList<>();
        for (io.meshport.model.Mesh mesh : model.meshes()) {
            io.meshport.model.Mesh.Builder m = mesh.toBuilder();
            mesh.extras().keySet().stream().filter(t -> !onMeshes.contains(t)).forEach(m::removeExtra);
            meshes.add(m.build());
        }
        return b.meshes(meshes).build();
    }

    /**
     * {@code model} written in {@code format}; as PIE, in the version its {@link PieFileExtra} names
     * (the default, version 3, would turn a version 2 file into another file).
     */
    private static byte[] writeInItsVersion(ModelFormat format, Model model) throws IOException {
        WriteOptions options = WriteOptions.DEFAULTS;
        PieFileExtra pie = model.extra(PieFileExtra.class).orElse(null);
        if (format.name().equals("pie") && pie != null) {
            options = options.withSetting(PieFormat.VERSION_SETTING, Integer.toString(pie.version()));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        format.writer().orElseThrow().write(model, out, options, new Diagnostics(1000));
        return out.toByteArray();
    }
}
