package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.WriteOptions;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DESIGN §6 law 3 for SMD: a model the format can hold (generated from its capabilities) is written
 * without a loss reported and reads back the same, corner by corner (SMD lists corners and the reader
 * welds them), rotations within the Euler angles' rounding; meshes come back named after their
 * materials, as the reference names them. Animations go beside the reference file and read back
 * under their file's name.
 */
class SmdModelRoundTripTest {
    /** Positions, normals and texture coordinates come back to the bit; Euler angles turn back within float rounding. */
    private static final ModelDiff.Tolerance TOLERANCE = new ModelDiff.Tolerance(0, 1e-6, 0, true);

    @Test
    void aModelTheFormatHoldsReadsBackTheSame() {
        ModelGenerator generator = new ModelGenerator(Smd.format().capabilities());
        Property.forAll("smd: read(write(model)) is the model", 200, 30, (s, size) -> {
            Model model = generator.generate(s, size);
            Diagnostics losses = new Diagnostics();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Smd.format().writer().orElseThrow().write(model, out, losses);
            assertEquals(List.of(), losses.all(), "a model the format can hold loses nothing");
            Model back = Smd.format().reader().orElseThrow().read(new ByteArrayInputStream(out.toByteArray()),
                    "generated.smd", Diagnostics.discarding());
            ModelDiff.assertEquivalent(Laws.comparable(Smd.format().capabilities(), model),
                    Laws.comparable(Smd.format().capabilities(), Laws.withoutAddedStreams(model, unnamed(back))),
                    TOLERANCE);
            // and writing what was read gives the same file
            ByteArrayOutputStream again = new ByteArrayOutputStream();
            Smd.format().writer().orElseThrow().write(back, again, Diagnostics.discarding());
            assertEquals(out.toString(StandardCharsets.ISO_8859_1), again.toString(StandardCharsets.ISO_8859_1));
        });
    }

    /** The model without the names the reader gives its meshes (the material up to its first dot). */
    private static Model unnamed(Model m) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : m.meshes()) {
            assertEquals(mesh.material().split("\\.", -1)[0], mesh.name());
            meshes.add(mesh.toBuilder().name("").build());
        }
        return m.toBuilder().meshes(meshes).build();
    }

    @Test
    void animationsGoBesideTheReferenceFileAndMergeBack(@TempDir Path dir) throws Exception {
        Model ref = SmdTestFiles.model(SmdReaderTest.SOURCE, "soldier.smd", Diagnostics.discarding());
        Model walk = SmdTestFiles.model(SmdReaderTest.ANIM, "walk.smd", Diagnostics.discarding());
        Model both = io.meshport.model.edit.AnimationMerge.append(ref, walk, "walk.smd", Diagnostics.discarding());
        Diagnostics losses = new Diagnostics();
        Smd.writer().withLosses(losses).write(both, dir.resolve("soldier.smd"));
        // the tangents the reader derived are derived again: said, nothing lost
        assertEquals(List.of(), losses.all().stream().map(Diagnostic::message)
                .filter(m -> !m.equals("tangent is not stored in smd: its reader derives it again")).toList());
        assertTrue(Files.exists(dir.resolve("soldier-walk.smd")));
        Model readRef = Smd.reader().read(dir.resolve("soldier.smd"));
        Model readWalk = Smd.reader().read(dir.resolve("soldier-walk.smd"));
        assertEquals(0, readRef.animations().size());
        Animation a = readWalk.animations().get(0);
        assertEquals("soldier-walk", a.name());
        Animation original = both.animations().get(0);
        for (int f = 0; f < original.frameCount(); f++) {
            for (int j = 0; j < original.jointCount(); j++) {
                assertTrue(original.pose(f, j).samePose(a.pose(f, j), 1e-6), f + "/" + j);
            }
        }
        for (int j = 0; j < ref.joints().size(); j++) {
            assertTrue(ref.joints().get(j).basePose().samePose(readRef.joints().get(j).basePose(), 1e-6));
        }
    }

    @Test
    void whatSmdCannotHoldIsReported() throws IOException {
        Mesh mesh = SmdTestFiles.model(SmdReaderTest.SOURCE, "s.smd", Diagnostics.discarding()).meshes().get(0)
                .toBuilder().name("body").material("my skin").build();
        Model model = Model.builder().addJoint(new Joint("root", -1, new Transform(0, 0, 0, 0, 0, 0, 1, 2, 2, 2)))
                .addJoint(new Joint("arm bone", 0, Transform.IDENTITY)).addMesh(mesh)
                .addAnimation(Animation.of("idle", 24, true, 2, new float[20])).build();
        Diagnostics losses = new Diagnostics();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Smd.format().writer().orElseThrow().write(model, out, "x.smd", WriteOptions.DEFAULTS, losses);
        String all = losses.all().stream().map(Diagnostic::message).toList().toString();
        assertTrue(all.contains("material 'my skin' is written as 'my_skin'"), all);
        assertTrue(all.contains("loops; SMD has no loop flag"), all);
        assertTrue(all.contains("frame rate 24.0 is not written"), all);
        assertTrue(all.toLowerCase(java.util.Locale.ROOT).contains("scale"), all);
        assertTrue(all.contains("name"), all);
    }

    @Test
    void aModelWithoutASkeletonComesBackWithoutOne() throws IOException {
        Model ref = SmdTestFiles.model(SmdReaderTest.GOLDSRC, "g.smd", Diagnostics.discarding());
        List<Mesh> bare = new ArrayList<>();
        for (Mesh m : ref.meshes()) {
            bare.add(m.toBuilder().removeArrays(io.meshport.model.AttributeKind.BLEND_INDEXES)
                    .removeArrays(io.meshport.model.AttributeKind.BLEND_WEIGHTS).build());
        }
        Model unskinned = Model.builder().conventions(ref.conventions()).meshes(bare).build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Smd.format().writer().orElseThrow().write(unskinned, out, Diagnostics.discarding());
        String text = out.toString(StandardCharsets.ISO_8859_1);
        assertTrue(text.startsWith("version 1\n" + SmdDocument.UNSKINNED_MARK + "\n"), text);
        Model back = SmdTestFiles.model(text, "u.smd", Diagnostics.discarding());
        assertEquals(0, back.joints().size());
        assertTrue(back.meshes().get(0).array(io.meshport.model.AttributeKind.BLEND_WEIGHTS).isEmpty());
    }
}
