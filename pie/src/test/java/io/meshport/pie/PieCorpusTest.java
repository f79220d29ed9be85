package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * DESIGN §6 law 5 on the 285 Warzone 2100 game files: every one reads, its rewrite reads back to
 * an equal document (law 1 on real data) and rewriting again changes nothing (law 2).
 */
class PieCorpusTest {
    static Stream<Path> files() {
        return Corpus.files("pie", ".pie").stream();
    }

    @Test
    void theCorpusIsComplete() {
        assertEquals(285, Corpus.files("pie", ".pie").size());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void readsRewritesAndIsAFixpoint(Path file) throws IOException {
        PieDocument doc = Pie.reader().withDiagnostics(new Diagnostics()).readDocument(file);
        String written = PieTestFiles.written(doc);
        PieDocument again = PieTestFiles.read(written, Corpus.name(file));
        assertEquals(doc, again, Corpus.name(file));
        assertEquals(written, PieTestFiles.written(again), Corpus.name(file));
    }

    @Test
    void whatTheCorpusHolds() throws IOException {
        int[] versions = new int[5];
        int levels = 0;
        int polygons = 0;
        int connectors = 0;
        int animObjects = 0;
        for (Path file : Corpus.files("pie", ".pie")) {
            PieDocument doc = Pie.reader().readDocument(file);
            versions[doc.version()]++;
            for (PieLevel level : doc.levels()) {
                levels++;
                polygons += level.polygons().count();
                connectors += level.connectors().map(PieConnectors::count).orElse(0);
                animObjects += level.animObject().isPresent() ? 1 : 0;
            }
        }
        assertEquals(List.of(230, 55), List.of(versions[2], versions[3]));
        assertTrue(levels >= 285 && polygons > 0 && connectors > 0 && animObjects > 0,
                levels + " levels, " + polygons + " polygons, " + connectors + " connectors, " + animObjects
                        + " ANIMOBJECTs");
        System.out.println("pie corpus: " + levels + " levels, " + polygons + " polygons, " + connectors
                + " connectors, " + animObjects + " ANIMOBJECTs");
    }
}
