package io.meshport.cli.files;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ReadOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * An archive of any bytes ({@code meshport convert mod.zip OUT}, {@code validate base.wz}): the
 * zip is refused with an {@link IOException} naming it, or listed, and each entry's format probed,
 * its model read and a texture looked up beside it, each giving its answer or an
 * {@code IOException} (a {@code ModelFormatException}, an entry refused). Nothing else may escape
 * the zip's own parser ({@link ZipIndex}: central directory, local headers, stored and deflated
 * data, sizes checked against the file) or what reads an entry. In a normal {@code verify} these
 * replay their seeds (zips of our examples, a zip-slip name, two entries of one name, under
 * {@code ArchiveInputFuzzTestInputs/}).
 */
class ArchiveInputFuzzTest {
    /** One folder for every run's archive: a temporary file per input would be most of the time. */
    private static final Path FOLDER = folder();

    private static Path folder() {
        try {
            Path dir = Files.createTempDirectory("meshport-archive-fuzz");
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void anyArchiveIsListedAndReadOrRefused(byte[] input) throws IOException {
        Path file = FOLDER.resolve("fuzz.zip");
        Files.write(file, input);
        ArchiveInput archive;
        try {
            archive = ArchiveInput.open(file);
        } catch (IOException refused) {
            return;
        }
        try (archive) {
            for (BatchEntry entry : archive.entries()) {
                ModelFormat format;
                try {
                    format = entry.format(null);
                } catch (IOException notAModel) {
                    continue;
                }
                try {
                    entry.read(format, ReadOptions.LENIENT, new Diagnostics(16));
                } catch (IOException refused) {
                    // a ModelFormatException or an entry the archive cannot give: reported, not thrown on
                }
                try {
                    entry.textures(List.of()).find("texpages/page-1.png");
                } catch (IOException refused) {
                    // as above
                }
            }
            archive.warnings();
        } finally {
            file.toFile().deleteOnExit();
        }
    }
}
