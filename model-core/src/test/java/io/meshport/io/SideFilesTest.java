package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The side-file rule: only regular files inside the model's folder, symbolic links resolved, size
 * capped, and no message that quotes another file. The folder {@code model/} sits beside a
 * {@code secret.txt} whose content must never come back.
 */
class SideFilesTest {
    private static final String SECRET = "root:x:0:0:secret";

    @TempDir
    Path root;
    Path folder;
    SideFiles sides;

    @BeforeEach
    void layout() throws IOException {
        folder = Files.createDirectories(root.resolve("model"));
        Files.writeString(root.resolve("secret.txt"), SECRET);
        Files.writeString(folder.resolve("buf.bin"), "0123456789");
        Files.createDirectories(folder.resolve("sub"));
        Files.writeString(folder.resolve("sub/skin.png"), "png");
        sides = SideFiles.in(folder);
    }

    @Test
    void namesInsideTheFolderAreRead() throws IOException {
        assertEquals("0123456789", new String(sides.read("buf.bin", 100), StandardCharsets.UTF_8));
        assertEquals("png", new String(sides.read("sub/skin.png", 100), StandardCharsets.UTF_8));
        assertEquals("png", new String(sides.read("sub\\skin.png", 100), StandardCharsets.UTF_8), "Windows names");
        assertEquals("png", new String(sides.read("sub/../sub/./skin.png", 100), StandardCharsets.UTF_8));
        assertArrayEquals("0123".getBytes(StandardCharsets.UTF_8), sides.readFirst("buf.bin", 4));
    }

    @Test
    void namesLeavingTheFolderAreRefusedBeforeTheDiskIsTouched() {
        for (String escape : List.of("../secret.txt", "sub/../../secret.txt", "..\\secret.txt", "/etc/passwd",
                "\\etc\\passwd", "C:/Windows/win.ini", "c:secret.txt", root.resolve("secret.txt").toString(), "..",
                ".", "", " ", "buf.bin\0.png")) {
            SideFileException e = assertThrows(SideFileException.class, () -> sides.read(escape, 1 << 20), escape);
            assertFalse(e.getMessage().contains("root:x"), e.getMessage());
            assertFalse(e.getMessage().contains(root.toString()) && !escape.contains(root.toString()),
                    "no folder of this machine named: " + e.getMessage());
        }
    }

    @Test
    void linksAreFollowedOnlyInsideTheFolder() throws IOException {
        Path out = symlink(folder.resolve("link.bin"), root.resolve("secret.txt"));
        symlink(folder.resolve("outdir"), root);
        symlink(folder.resolve("inside.bin"), folder.resolve("buf.bin"));
        symlink(folder.resolve("zero.bin"), Path.of("/dev/zero"));
        assertEquals("0123456789", new String(sides.read("inside.bin", 100), StandardCharsets.UTF_8));
        for (String escape : List.of("link.bin", "outdir/secret.txt", "zero.bin")) {
            SideFileException e = assertThrows(SideFileException.class, () -> sides.read(escape, 1 << 20), escape);
            assertTrue(e.getMessage().startsWith("'" + escape + "'"), e.getMessage());
            assertFalse(e.getMessage().contains("secret") && !escape.contains("secret"), e.getMessage());
            assertFalse(e.getMessage().contains("/dev"), e.getMessage());
        }
        assertTrue(Files.isSymbolicLink(out));
    }

    @Test
    void onlyRegularFilesAreOpened() throws Exception {
        assertTrue(assertThrows(SideFileException.class, () -> sides.read("sub", 100)).getMessage().contains("folder"));
        Path fifo = folder.resolve("pipe.bin");
        assumeTrue(mkfifo(fifo), "mkfifo");
        // opening a FIFO for reading blocks until a writer comes: the refusal must come first
        SideFileException e = assertThrows(SideFileException.class, () -> sides.read("pipe.bin", 100));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
    }

    @Test
    void theSizeIsCappedBeforeReading() throws IOException {
        SideFileException big = assertThrows(SideFileException.class, () -> sides.read("buf.bin", 9));
        assertTrue(big.getMessage().contains("10 bytes"), big.getMessage());
        SideFileException shortFile = assertThrows(SideFileException.class, () -> sides.readFirst("buf.bin", 11));
        assertTrue(shortFile.getMessage().contains("fewer than the 11"), shortFile.getMessage());
        assertTrue(assertThrows(SideFileException.class, () -> sides.read("none.bin", 9)).getMessage()
                .contains("not found"));
    }

    @Test
    void controlCharactersInAReferenceAreShownEscaped() {
        SideFileException e = assertThrows(SideFileException.class, () -> sides.read("../x\n\u001b[2Jy", 9));
        assertEquals("'../x\\x0a\\x1b[2Jy' leads outside the model's folder: not read", e.getMessage());
    }

    private static Path symlink(Path link, Path target) throws IOException {
        return Files.createSymbolicLink(link, target);
    }

    static boolean mkfifo(Path path) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
            return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        }
    }
}
