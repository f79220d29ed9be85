package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.fail;

import io.meshport.harness.junit.Corpus;
import java.nio.file.Path;
import java.util.List;

/** The corpus's IQM files, found by the harness's {@link Corpus}: the Red Eclipse files and the reference compiler's outputs. */
final class IqmCorpus {
    /** 41 Red Eclipse files in {@code iqm/}, 4 reference compiler outputs beside the IQE files. */
    private static final int EXPECTED = 45;

    private IqmCorpus() {
    }

    static List<Path> files() {
        List<Path> files = Corpus.files("", ".iqm");
        if (files.size() < EXPECTED) {
            fail("expected the 41 Red Eclipse and 4 reference IQM files under " + Corpus.root() + ", found "
                    + files.size());
        }
        return files;
    }

    static String name(Path file) {
        return Corpus.name(file);
    }
}
