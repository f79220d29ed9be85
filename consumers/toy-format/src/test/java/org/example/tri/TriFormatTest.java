package org.example.tri;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.LossReports;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.harness.TextMutator;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.Severity;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A third party's format, checked as meshport checks its own: what the template gives it (found
 * through its services line, files written atomically, same-format copies, the conventions and the
 * loss report), and meshport-harness's laws over seeded generated models.
 */
class TriFormatTest {
    private static final String FILE = "tri 1\n# two meshes\no\nv 0.0 0.0 0.0\nv 1.0 0.0 0.0\nv 0.0 1.0 0.0\n"
            + "f 0 1 2\no\n";

    @TempDir
    Path dir;

    private static ModelFormat tri() throws Exception {
        return ModelIO.require("tri");
    }

    @Test
    void itsServicesLineIsAllModelIONeedsToFindIt() throws Exception {
        assertInstanceOf(TriFormat.class, tri());
        Path file = Files.writeString(dir.resolve("shape.data"), FILE);
        assertEquals("tri", ModelIO.detect(file).name(), "by its header, whatever the extension");
        Model model = ModelIO.read(file);
        assertEquals(2, model.meshes().size());
        assertArrayEquals(new int[] {0, 1, 2}, model.meshes().get(0).triangleIndices());
        assertEquals(0, model.meshes().get(1).vertexCount());
    }

    @Test
    void aSameFormatCopyGoesThroughTheDocumentAndKeepsItsComments() throws Exception {
        Path in = Files.writeString(dir.resolve("in.tri"), FILE);
        Path out = dir.resolve("out.tri");
        ModelIO.copy(in, tri(), out, WriteOptions.DEFAULTS, new Diagnostics());
        assertEquals(FILE, Files.readString(out));
    }

    @Test
    void writesAreAtomicAndKeepAnExistingFileWhenTheyFail() throws Exception {
        Path out = Files.writeString(dir.resolve("out.tri"), "precious");
        Model model = new TriFormat().newReader().read(new ByteArrayInputStream(FILE.getBytes(StandardCharsets.UTF_8)),
                "in.tri");
        assertThrows(FileAlreadyExistsException.class, () -> new TriFormat().newWriter().withOverwrite(false)
                .write(model, out));
        Model unwritable = Model.builder().addMesh(Mesh.builder("").vertexCount(3).build()).build();
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> new TriFormat().newWriter()
                .write(unwritable, out));
        assertTrue(e.getMessage().contains("without positions"), e.getMessage());
        assertEquals("precious", Files.readString(out));
        try (var left = Files.list(dir)) {
            assertEquals(List.of(out), left.toList(), "no temporary file left behind");
        }
    }

    @Test
    void badLinesAreErrorsAtTheirLineAndColumn() {
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> new TriFormat().newReader()
                .read(new ByteArrayInputStream("tri 1\nv 0 zero 0\n".getBytes(StandardCharsets.UTF_8)), "bad.tri"));
        assertEquals("bad.tri", e.source());
        assertEquals(2, e.line());
        assertEquals(5, e.column());
        ModelFormatException outside = assertThrows(ModelFormatException.class, () -> new TriFormat().newReader()
                .read(new ByteArrayInputStream("tri 1\nv 0 0 0\nf 0 0 1\n".getBytes(StandardCharsets.UTF_8)), "x.tri"));
        assertEquals(3, outside.line());
    }

    @Test
    void aModelInOtherConventionsIsTurnedAndNoted() throws Exception {
        Model zUp = ModelIO.read(Files.writeString(dir.resolve("in.tri"), FILE)).toBuilder()
                .conventions(Conventions.Z_UP_RIGHT_CW).build();
        Diagnostics report = new Diagnostics();
        Model back = new TriFormat().newReader().toModel(new TriFormat().newWriter().withLosses(report)
                .fromModel(zUp), "turned");
        assertEquals(Severity.CONVERSION, report.all().get(0).severity());
        assertTrue(report.all().get(0).message().contains("axes converted"), report.all().toString());
        assertEquals(Conventions.Y_UP_RIGHT_CCW, back.conventions());
    }

    @Test
    void lawReadingWhatItWritesGivesTheModelBack() throws Exception {
        ModelFormat tri = tri();
        ModelGenerator generator = new ModelGenerator(tri.capabilities());
        Property.forAll("tri: read(write(model)) is the model", 200, 30, (source, size) ->
                Laws.semanticRoundTrip(tri, generator.generate(source, size), ModelDiff.Tolerance.EXACT));
    }

    @Test
    void lawWritingWhatItReadIsAFixpoint() throws Exception {
        ModelFormat tri = tri();
        ModelGenerator generator = new ModelGenerator(tri.capabilities());
        Property.forAll("tri: write(read(x)) is a fixpoint", 100, 30, (source, size) ->
                Laws.fixpoint(tri, Laws.write(tri, generator.generate(source, size)), "generated.tri"));
    }

    @Test
    void lawDamagedFilesGiveOnlyFormatErrors() throws Exception {
        ModelFormat tri = tri();
        ModelGenerator generator = new ModelGenerator(tri.capabilities());
        Property.forAll("tri: damaged files are rejected cleanly", 300, 20, (source, size) ->
                Laws.onlyFormatErrors(tri, TextMutator.mutate(Laws.write(tri, generator.generate(source, size)),
                        source, 4)));
    }

    @Test
    void lawTheLossReportNamesExactlyWhatDidNotComeBack() throws Exception {
        ModelFormat tri = tri();
        // richer models than .tri holds: normals, texture coordinates, names, materials, a comment
        Capabilities richer = Capabilities.builder()
                .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
                .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
                .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
                .meshNames(true).materials(true).comment(true).conventions(Conventions.Y_UP_RIGHT_CCW).build();
        ModelGenerator generator = new ModelGenerator(richer);
        Property.forAll("tri: the loss report is exact", 200, 20, (source, size) -> {
            Model model = generator.generate(source, size);
            Diagnostics report = new Diagnostics(1000);
            java.io.ByteArrayOutputStream file = new java.io.ByteArrayOutputStream();
            new TriFormat().newWriter().withLosses(report).write(model, file);
            Model back = Laws.read(tri, file.toByteArray(), "generated.tri");
            LossReports.assertExact(model, back, report.all(), tri.capabilities(), ModelDiff.Tolerance.EXACT,
                    Set.of());
            assertFalse(report.hasErrors());
        });
    }
}
