package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import io.meshport.model.edit.MaterialEdits;
import io.meshport.model.edit.ModelEdit;
import io.meshport.model.edit.ModelEdits;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Material edits reach a PIE file's texture lines ({@link PieFileExtra#withTextureNames}): a renamed
 * material is the TEXTURE written, and {@code --texture-page} renames the page with the maps named
 * after it.
 */
class PieTextureRenamingTest {
    @TempDir
    Path dir;

    private List<String> textureLines(Path in, ModelEdit edit, Diagnostics report) throws IOException {
        Model model = ModelIO.read(in);
        Path out = dir.resolve("out.pie");
        ModelIO.write(ModelEdits.apply(model, List.of(edit), "out.pie", report), out);
        return Files.readAllLines(out, StandardCharsets.ISO_8859_1).stream()
                .filter(l -> l.matches("(TEXTURE|NORMALMAP|SPECULARMAP|TCMASK) .*")).toList();
    }

    @Test
    void aRenamedMaterialIsTheTextureWritten() throws IOException {
        Path weapon = Corpus.root().resolve("pie/base/components/weapons/trmmslbb.pie");
        assertEquals(List.of("TEXTURE 0 page-9-mine.png 256 256"), textureLines(weapon,
                MaterialEdits.renameMaterial("page-17-droid-weapons.png", "page-9-mine.png"), new Diagnostics()));
        // a material name the game cannot take is made one it can
        assertEquals(List.of("TEXTURE 0 my_page.png 256 256"), textureLines(weapon,
                MaterialEdits.renameMaterial("page-17-droid-weapons.png", "my page"), new Diagnostics()));
    }

    @Test
    void aMaterialRenamingLeavesTheMapsAndTheTexturePageTakesThem() throws IOException {
        Path page = dir.resolve("page.pie");
        Files.writeString(page, String.join("\n", "PIE 3", "TYPE 200", "TEXTURE 0 page-7.png 0 0",
                "NORMALMAP 0 page-7_nm.png", "SPECULARMAP 0 page-7_sm.png", "LEVELS 1", "LEVEL 1", "POINTS 3",
                "\t0 0 0", "\t1 0 0", "\t0 1 0", "POLYGONS 1", "\t200 3 0 1 2 0 0 1 0 0 1", ""));
        assertEquals(List.of("TEXTURE 0 x-page-7.png 0 0", "NORMALMAP 0 page-7_nm.png", "SPECULARMAP 0 page-7_sm.png"),
                textureLines(page, MaterialEdits.materialPrefix("x-"), new Diagnostics()));
        Diagnostics report = new Diagnostics();
        assertEquals(List.of("TEXTURE 0 page-8.png 0 0", "NORMALMAP 0 page-8_nm.png", "SPECULARMAP 0 page-8_sm.png"),
                textureLines(page, MaterialEdits.texturePage("page-7", "page-8.png"), report));
        assertTrue(report.all().stream().map(Diagnostic::message).anyMatch(m -> m.contains("'page-7.png' -> 'page-8.png'")),
                report.all().toString());
    }

    /** The corpus's one model with maps not named after its page: the page is renamed, the maps stay. */
    @Test
    void mapsNamedOtherwiseStay() throws IOException {
        Path tracks = Corpus.root().resolve("pie/base/components/prop/znulltracks.pie");
        assertEquals(List.of("TEXTURE 0 page-99-tracks.png 0 0", "NORMALMAP 0 znull_norm.png",
                "SPECULARMAP 0 znull_spec.png"), textureLines(tracks,
                        MaterialEdits.texturePage("page-16-droid-drives", "page-99-tracks"), new Diagnostics()));
    }
}
