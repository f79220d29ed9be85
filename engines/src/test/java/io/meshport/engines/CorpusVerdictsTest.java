package io.meshport.engines;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.iqm.Iqm;
import io.meshport.iqm.IqmFile;
import io.meshport.pie.Pie;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The profiles' verdicts on the corpus, as the compiled loaders gave them ({@code docs/engines.md},
 * "Results"): Daemon and DarkPlaces load the same 31 IQM files and refuse the 22 Red Eclipse
 * animation-only files (Daemon as it has no meshes, DarkPlaces as it has frames but no joints);
 * every Warzone 2100 4.3.3 PIE file loads in both game versions and the Blender add-on.
 */
class CorpusVerdictsTest {
    @Test
    void daemonAndDarkPlacesRefuseExactlyTheAnimationOnlyFiles() throws IOException {
        Map<String, String> verdicts = new TreeMap<>();
        for (Path f : Corpus.files("iqm", ".iqm")) {
            CheckedFile file;
            try (InputStream in = Files.newInputStream(f)) {
                file = CheckedFile.codec(Iqm.format()).read(in, Corpus.name(f), Diagnostics.discarding());
            }
            IqmFile iqm = file.document(IqmFile.class).orElseThrow();
            boolean animationOnly = iqm.meshes().isEmpty() && iqm.joints().isEmpty() && iqm.frameCount() > 0;
            Map<String, Boolean> loads = Engines.check(file).stream()
                    .collect(Collectors.toMap(EngineVerdict::engine, EngineVerdict::loads));
            assertEquals(!animationOnly, loads.get("daemon"), Corpus.name(f));
            assertEquals(!animationOnly, loads.get("darkplaces"), Corpus.name(f));
            verdicts.put(Corpus.name(f), animationOnly ? "animation only" : "model");
        }
        assertEquals(22, verdicts.values().stream().filter(v -> v.equals("animation only")).count(), verdicts.toString());
    }

    @Test
    void everyWarzonePieFileLoadsInEveryPieEngine() throws IOException {
        List<Path> files = Corpus.files("pie", ".pie");
        for (Path f : files) {
            CheckedFile file;
            try (InputStream in = Files.newInputStream(f)) {
                file = CheckedFile.codec(Pie.format()).read(in, Corpus.name(f), Diagnostics.discarding());
            }
            for (EngineVerdict v : Engines.check(file)) {
                assertEquals(List.of(), v.findings(), Corpus.name(f) + " in " + v.engine());
            }
        }
        assertTrue(files.size() > 200, files.size() + " corpus PIE files");
    }
}
