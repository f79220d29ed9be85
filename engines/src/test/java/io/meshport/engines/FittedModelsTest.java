package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link EngineProfile#fitted} and {@link EngineProfile#writeSettings}: a model fitted for an engine
 * and written with its settings is a file the engine's profile finds no error in, for every corpus
 * model into every engine of either format, except what no converter changes (an animation-only
 * file for Daemon, one without joints for DarkPlaces, a model without triangles for Daemon), which
 * {@code fitted} refuses in the engine's words.
 */
class FittedModelsTest {
    /** The errors the profile finds in {@code model} fitted, written and read back. */
    static List<String> errorsAfterFitting(EngineProfile profile, Model model, Diagnostics changes)
            throws IOException {
        Model fitted = profile.fitted(model, changes);
        WriteOptions options = new WriteOptions(profile.format(), true, profile.writeSettings(fitted));
        ModelFormat format = ModelIO.require(profile.format());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        format.writer().orElseThrow().write(fitted, out, "fitted." + profile.format(), options, new Diagnostics());
        CheckedFile file = CheckedFile.codec(format).read(new ByteArrayInputStream(out.toByteArray()),
                "fitted." + profile.format(), new Diagnostics());
        return profile.check(file).stream().filter(EngineFinding::isError).map(EngineFinding::message).toList();
    }

    private static List<Path> corpus() {
        List<Path> files = new ArrayList<>(Corpus.files("iqm", ".iqm"));
        files.addAll(Corpus.files("pie", ".pie"));
        return files;
    }

    @Test
    void everyCorpusModelLoadsInEveryEngineOnceFittedButWhatNoConverterChanges() throws IOException {
        int fitted = 0;
        List<String> refused = new ArrayList<>();
        for (Path f : corpus()) {
            Model model = ModelIO.read(f);
            boolean animationOnly = model.meshes().isEmpty() && !model.animations().isEmpty();
            boolean noTriangles = model.meshes().stream().allMatch(m -> m.triangleCount() == 0);
            for (EngineProfile profile : Engines.profiles()) {
                String what = Corpus.name(f) + " for " + profile.name();
                boolean daemonRefuses = profile.name().equals("daemon") && (animationOnly || noTriangles);
                boolean darkPlacesRefuses = profile.name().equals("darkplaces") && animationOnly
                        && model.joints().isEmpty();
                if (daemonRefuses || darkPlacesRefuses) {
                    ModelFormatException e = assertThrows(ModelFormatException.class,
                            () -> profile.fitted(model, new Diagnostics()), what);
                    assertTrue(e.getMessage().contains(daemonRefuses ? "(D5)" : "(P10)"), e.getMessage());
                    refused.add(what);
                    continue;
                }
                assertEquals(List.of(), errorsAfterFitting(profile, model, new Diagnostics()), what);
                fitted++;
            }
        }
        // 22 Red Eclipse animation-only files for both IQM engines, and the empty PIE prop for Daemon
        assertEquals(45, refused.size(), refused.toString());
        assertTrue(fitted > 300 * 7 - 45, fitted + " fitted");
    }

    private static Mesh mesh(int vertices, VertexArray... arrays) {
        Mesh.Builder b = IqmFiles.fan("m", vertices).toBuilder();
        for (VertexArray a : arrays) {
            b.addArray(a);
        }
        return b.build();
    }

    private static VertexArray floats(AttributeKind kind, ComponentType type, int size, int vertices) {
        float[] values = new float[size * vertices];
        java.util.Arrays.fill(values, 0.5f);
        VertexArrayDescriptor d = VertexArrayDescriptor.of(kind, ComponentType.FLOAT, size);
        return VertexArray.ofFloats(d, values).convert(type, size);
    }

    private static List<String> changes(Diagnostics d) {
        return d.all().stream().map(Diagnostic::message).toList();
    }

    @Test
    void daemonGetsItsLayouts() throws IOException {
        Model model = Model.builder().addMesh(mesh(4, floats(AttributeKind.TEXCOORD, ComponentType.HALF, 2, 4),
                floats(AttributeKind.TANGENT, ComponentType.FLOAT, 3, 4),
                floats(AttributeKind.COLOR, ComponentType.FLOAT, 4, 4),
                VertexArray.ofFloats(VertexArrayDescriptor.custom("glow", ComponentType.FLOAT, 1), new float[4])
                        .convert(ComponentType.DOUBLE, 1))).build();
        EngineProfile daemon = Engines.profile("daemon").orElseThrow();
        Model raw = model;
        assertTrue(errorsAfterFitting(new Unfitted(daemon), raw, new Diagnostics()).size() >= 3, "broken before");
        Diagnostics changes = new Diagnostics();
        assertEquals(List.of(), errorsAfterFitting(daemon, model, changes));
        assertEquals(List.of("for daemon: texcoord as half×2 written as float×2 (D9)",
                "for daemon: tangent as float×3 written as float×4 (D9)",
                "for daemon: color as float×4 written as ubyte×4 (D9)",
                "for daemon: custom array 'glow' as double×1 written as float×1 (D8)"), changes(changes));
    }

    @Test
    void fteGetsTextureCoordinatesAndWeightsAndMeshesItIndexes() throws IOException {
        int vertices = 70_000;
        Model model = Model.builder().addMesh(mesh(vertices))
                .addJoint(new io.meshport.model.Joint("tag", -1, io.meshport.model.Transform.IDENTITY)).build();
        EngineProfile fte = Engines.profile("fte").orElseThrow();
        Diagnostics changes = new Diagnostics();
        Model fitted = fte.fitted(model, changes);
        assertEquals(2, fitted.meshes().size());
        assertTrue(fitted.meshes().stream().allMatch(m -> m.vertexCount() <= 65_536));
        assertEquals(model.triangleCount(), fitted.triangleCount());
        for (Mesh m : fitted.meshes()) {
            assertEquals(List.of(255L, 0L, 0L, 0L), List.of(m.array(AttributeKind.BLEND_WEIGHTS).orElseThrow().getLong(0, 0),
                    m.array(AttributeKind.BLEND_WEIGHTS).orElseThrow().getLong(0, 1),
                    m.array(AttributeKind.BLEND_INDEXES).orElseThrow().getLong(0, 0),
                    m.array(AttributeKind.BLEND_INDEXES).orElseThrow().getLong(0, 3)));
        }
        assertEquals(List.of("for fte: texture coordinates (zeros) added where a mesh had none (F4)",
                "for fte: the vertices of a mesh without weights bound to joint 0 with all their weight, what Daemon"
                        + " makes of such a mesh (F5)",
                "for fte: 1 mesh of more than 65536 vertices split (F15)"), changes(changes));
        assertEquals(List.of(), errorsAfterFitting(fte, model, new Diagnostics()));
    }

    /** A joint scale Daemon refuses (D13: components 1 or more apart) is moved into the children's translations. */
    @Test
    void daemonGetsJointScaleItTakes() throws IOException {
        Model model = IqmFiles.model(3, 8);
        List<io.meshport.model.Joint> joints = new java.util.ArrayList<>(model.joints());
        io.meshport.model.Joint root = joints.get(0);
        io.meshport.model.Transform t = root.basePose();
        joints.set(0, new io.meshport.model.Joint(root.name(), root.parent(), new io.meshport.model.Transform(t.tx(),
                t.ty(), t.tz(), t.qx(), t.qy(), t.qz(), t.qw(), 3, 1, 1)));
        Model scaled = model.toBuilder().joints(joints).build();
        EngineProfile daemon = Engines.profile("daemon").orElseThrow();
        assertTrue(errorsAfterFitting(new Unfitted(daemon), scaled, new Diagnostics()).stream()
                .anyMatch(e -> e.contains("invalid scale")), "broken before");
        Diagnostics changes = new Diagnostics();
        assertEquals(List.of(), errorsAfterFitting(daemon, scaled, changes));
        assertTrue(changes(changes).stream().anyMatch(c -> c.startsWith("for daemon: joint scale the engine refuses"
                + " removed (D13, D14): ")), changes(changes).toString());
        // the other engines take it as it is: nothing changed for them
        Diagnostics fte = new Diagnostics();
        Engines.profile("fte").orElseThrow().fitted(scaled, fte);
        assertTrue(changes(fte).stream().noneMatch(c -> c.contains("scale")), changes(fte).toString());
    }

    @Test
    void whatNoConverterChangesIsStillFound() throws IOException {
        Model model = IqmFiles.model(300, 4);
        List<String> errors = errorsAfterFitting(Engines.profile("fte").orElseThrow(), model, new Diagnostics());
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).contains("300 joints"), errors.get(0));
    }

    @Test
    void warzone43GetsTextureNamesItFindsAndPie3() throws IOException {
        Model model = Model.builder().addMesh(mesh(3).toBuilder().material("Material.001").build())
                .addMesh(mesh(3).toBuilder().material("skin.tga").build()).build();
        EngineProfile wz = Engines.profile("wz2100-4.3").orElseThrow();
        Diagnostics changes = new Diagnostics();
        Model fitted = wz.fitted(model, changes);
        assertEquals(List.of("Material_001.png", "skin.png"), fitted.meshes().stream().map(Mesh::material).toList());
        assertEquals(List.of("for wz2100-4.3: material 'Material.001' written as texture 'Material_001.png'"
                + " (W43-texture-name)", "for wz2100-4.3: material 'skin.tga' written as texture 'skin.png'"
                + " (W43-texture-name)"), changes(changes));
        assertEquals(Map.of(), wz.writeSettings(fitted), "PIE 3 is the default for a model not read from PIE 4");
    }

    /** A profile's rules without its fitting or settings: what the model breaks as it is. */
    private record Unfitted(EngineProfile profile) implements EngineProfile {
        @Override
        public String name() {
            return profile.name();
        }

        @Override
        public String title() {
            return profile.title();
        }

        @Override
        public String format() {
            return profile.format();
        }

        @Override
        public List<EngineRule> rules() {
            return profile.rules();
        }

        @Override
        public List<EngineFinding> check(CheckedFile file) {
            return profile.check(file);
        }
    }
}
