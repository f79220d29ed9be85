package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.iqm.IqmExtras;
import io.meshport.iqm.IqmNamedExtension;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@code convert --target fte}: level-of-detail chains as FTE's per-mesh LOD ranges in
 * {@code FTE_MESH} (level k from lod k to k+1, a chain's last level to the longest chain's end,
 * other meshes always), the other fields FTE's defaults or the model's own, in a file FTE takes;
 * no other engine and no model without chains gets the extension.
 */
class FteLodRangesTest {
    private static final EngineProfile FTE = Engines.profile("fte").orElseThrow();
    private static final int BODY = 0x02000000;
    private static final int ALL = 0xFFFFFFFF;

    private static Mesh fan(String name, int vertices) {
        return IqmFiles.fan(name, vertices);
    }

    /** a and b with chains of 3 and 2 levels, c in none, the levels after them all. */
    private static Model chained() {
        return Model.builder().addMesh(fan("a", 6)).addMesh(fan("b", 6)).addMesh(fan("c", 4))
                .addMesh(fan("a_lod1", 5)).addMesh(fan("a_lod2", 4)).addMesh(fan("b_lod1", 4)).build();
    }

    /** The entries of the fitted model's FTE_MESH: five words and two floats each, as text. */
    private static List<String> entries(Model fitted) {
        Optional<IqmNamedExtension> e = fitted.extra(IqmExtras.class).orElse(IqmExtras.none()).extensions().stream()
                .filter(x -> x.name().equals("FTE_MESH")).findFirst();
        assertTrue(e.isPresent(), "FTE_MESH written");
        ByteBuffer b = ByteBuffer.wrap(e.get().data()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(28 * fitted.meshes().size(), b.capacity(), "28 bytes a mesh");
        List<String> out = new ArrayList<>();
        while (b.hasRemaining()) {
            out.add(String.format("%x %d %d %x %d [%s, %s)", b.getInt(), b.getInt(), b.getInt(), b.getInt(), b.getInt(),
                    b.getFloat(), b.getFloat()));
        }
        return out;
    }

    /** The changes that speak of FTE_MESH (the fits also add the texture coordinates FTE requires). */
    private static List<String> changes(Diagnostics d) {
        return d.all().stream().map(Diagnostic::message).filter(m -> m.contains("FTE_MESH")).toList();
    }

    @Test
    void chainsGetRangesAndTheRestIsDrawnAlways() throws IOException {
        Diagnostics changes = new Diagnostics();
        Model fitted = FTE.fitted(chained(), changes);
        assertEquals(List.of("2000000 0 1 ffffffff 0 [0.0, 1.0)", "2000000 0 2 ffffffff 0 [0.0, 1.0)",
                "2000000 0 3 ffffffff 0 [0.0, 0.0)", "2000000 0 1 ffffffff 0 [1.0, 2.0)",
                "2000000 0 1 ffffffff 0 [2.0, 3.0)", "2000000 0 2 ffffffff 0 [1.0, 3.0)"), entries(fitted));
        assertEquals(List.of("for fte: 2 level-of-detail chains as LOD ranges in FTE_MESH (level k drawn from FTE's lod"
                + " k to k+1, the last level to 3; meshes in no chain always)"), changes(changes));
        // the file FTE gets: no error, and nothing said of FTE_MESH (F20)
        List<EngineFinding> findings = check(fitted);
        assertEquals(List.of(), findings.stream().filter(f -> f.isError() || f.message().contains("FTE_MESH"))
                .map(EngineFinding::message).toList());
    }

    @Test
    void theModelsOwnFieldsAreKeptAndALevelTakesItsBases() throws IOException {
        ByteBuffer own = ByteBuffer.allocate(28 * 3).order(ByteOrder.LITTLE_ENDIAN);
        for (int m = 0; m < 3; m++) {
            own.putInt(0x10 + m).putInt(m).putInt(100 + m).putInt(m == 1 ? 2 : ALL).putInt(7).putFloat(0).putFloat(0);
        }
        IqmExtras extras = IqmExtras.none().withExtensions(List.of(new IqmNamedExtension("fte_mesh", own.array()),
                new IqmNamedExtension("other", new byte[4])));
        Model model = chained().toBuilder().extra(IqmExtras.class, extras).build();
        Diagnostics changes = new Diagnostics();
        Model fitted = FTE.fitted(model, changes);
        assertEquals(List.of("10 0 100 ffffffff 7 [0.0, 1.0)", "11 1 101 2 7 [0.0, 1.0)", "12 2 102 ffffffff 7 [0.0, 0.0)",
                "10 0 100 ffffffff 7 [1.0, 2.0)", "10 0 100 ffffffff 7 [2.0, 3.0)", "11 1 101 2 7 [1.0, 3.0)"),
                entries(fitted));
        assertEquals(List.of("FTE_MESH", "other"), fitted.extra(IqmExtras.class).orElseThrow().extensions().stream()
                .map(IqmNamedExtension::name).toList(), "in its place, under the name FTE reads");
        assertTrue(changes(changes).get(0).endsWith("; its other fields kept from the model's FTE_MESH"),
                changes(changes).toString());

        IqmExtras stale = IqmExtras.none().withExtensions(List.of(new IqmNamedExtension("FTE_MESH", new byte[28])));
        Diagnostics replaced = new Diagnostics();
        Model defaults = FTE.fitted(chained().toBuilder().extra(IqmExtras.class, stale).build(), replaced);
        assertEquals(entries(FTE.fitted(chained(), new Diagnostics())), entries(defaults));
        assertTrue(changes(replaced).get(0).endsWith("; the model's FTE_MESH (28 bytes, an entry for no count of its"
                + " meshes) replaced"), changes(replaced).toString());
    }

    /** A base over FTE's 16-bit index limit is split; each part is drawn as the base. */
    @Test
    void thePartsOfASplitMeshTakeItsRange() throws IOException {
        Model model = Model.builder().addMesh(fan("m", 70_000)).addMesh(fan("m_lod1", 4)).build();
        Model fitted = FTE.fitted(model, new Diagnostics());
        assertEquals(List.of("m", "m", "m_lod1"), fitted.meshes().stream().map(Mesh::name).toList());
        assertEquals(List.of("2000000 0 1 ffffffff 0 [0.0, 1.0)",
                "2000000 0 2 ffffffff 0 [0.0, 1.0)", "2000000 0 1 ffffffff 0 [1.0, 2.0)"), entries(fitted));
    }

    @Test
    void noOtherEngineAndNoModelWithoutChainsGetsIt() throws IOException {
        for (EngineProfile p : Engines.profiles()) {
            if (p.format().equals("iqm") && !p.name().equals("fte")) {
                Model fitted = p.fitted(chained(), new Diagnostics());
                assertTrue(fitted.extra(IqmExtras.class).isEmpty(), p.name());
            }
        }
        Model plain = Model.builder().addMesh(fan("a", 6)).addMesh(fan("a_lod2", 4)).build();
        Diagnostics changes = new Diagnostics();
        assertTrue(FTE.fitted(plain, changes).extra(IqmExtras.class).isEmpty());
        assertTrue(changes(changes).stream().noneMatch(c -> c.contains("FTE_MESH")), changes(changes).toString());
    }

    private static List<EngineFinding> check(Model fitted) throws IOException {
        ModelFormat iqm = ModelIO.require("iqm");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        iqm.writer().orElseThrow().write(fitted, out, "fitted.iqm", new WriteOptions("iqm", true,
                FTE.writeSettings(fitted)), new Diagnostics());
        return FTE.check(CheckedFile.codec(iqm).read(new ByteArrayInputStream(out.toByteArray()), "fitted.iqm",
                new Diagnostics()));
    }
}
