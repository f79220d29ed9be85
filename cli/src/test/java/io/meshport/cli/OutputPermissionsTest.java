package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code convert} writes can be read by whoever may read any other new file; --force keeps a file's mode. */
class OutputPermissionsTest {
    private static final String UNUSUAL = "rw----r--";

    @TempDir
    Path dir;

    @BeforeEach
    void posixOnly() {
        assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null, "POSIX permissions");
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void aConvertedFileHasTheModeOfAnyNewFile() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Path throughModel = dir.resolve("scaled.mtest");
        Path throughDocument = dir.resolve("copied.iqe");
        assertEquals(0, Cli.run("convert", "--scale", "2", in.toString(), throughModel.toString()).exit());
        Cli.Result copy = Cli.run("convert", Corpus.examples("cube.iqe").get(0).toString(), throughDocument.toString());
        assertEquals(0, copy.exit(), copy.toString());
        // the umask where this runs decides; a file created plainly beside them is the measure
        String plain = mode(Files.createFile(dir.resolve("plain")));
        assertEquals(plain, mode(throughModel));
        assertEquals(plain, mode(throughDocument));
    }

    @Test
    void forceKeepsTheModeOfTheFileItReplaces() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Path out = Files.writeString(dir.resolve("out.mtest"), "old");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString(UNUSUAL));
        Cli.Result r = Cli.run("convert", "--force", in.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertNotEquals("old", Files.readString(out));
        assertEquals(UNUSUAL, mode(out));
    }
}
