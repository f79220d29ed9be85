package io.meshport.obj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How {@code mtllib} is followed (issue #28): only inside the OBJ file's folder, through
 * {@code SideFiles}; a refusal is a warning naming the reference and why, and no warning quotes a
 * library, inside the folder or out.
 */
class ObjMaterialLibraryTest {
    @TempDir
    static Path temp;
    static ObjHostileFolder layout;

    @BeforeAll
    static void layout() throws IOException, InterruptedException {
        layout = ObjHostileFolder.in(temp);
    }

    /** Before #28 the first two were read and their first line quoted, and the secret's material counted as defined. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "/etc/passwd            | is an absolute path: only names inside the model's folder are read",
        "../../../../etc/passwd | leads outside the model's folder: not read",
        "../secret.mtl          | leads outside the model's folder: not read",
        "../passwd              | leads outside the model's folder: not read",
        "sub/../../secret.mtl   | leads outside the model's folder: not read",
        "..\\secret.mtl         | leads outside the model's folder: not read",
        "C:\\secret.mtl         | is an absolute path: only names inside the model's folder are read",
        "link-out.mtl           | is a link that leads outside the model's folder: not followed",
        "zero.mtl               | is a link that leads outside the model's folder: not followed",
        "sub                    | is a folder, not a file",
        "missing.mtl            | is not found in the model's folder",
    })
    void aLibraryOutsideTheFolderIsRefusedWithItsReason(String reference, String reason) throws IOException {
        List<String> warnings = read(reference);
        assertEquals(List.of("fuzz.obj:7:1: warning: material library '" + reference + "' " + reason
                + ": material names are taken from usemtl alone",
                "fuzz.obj: warning: " + ObjHostileFolder.UNDEFINED + " in the material library"), warnings);
    }

    @Test
    void aFifoIsNotOpened() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(layout.fifo, "mkfifo");
        // opening a FIFO blocks until a writer comes: this test would hang, not fail, were it opened
        assertEquals("fuzz.obj:7:1: warning: material library 'fifo.mtl' is not a regular file (a device, a pipe or"
                + " a socket): not read: material names are taken from usemtl alone", read("fifo.mtl").get(0));
    }

    /** Before #28 javagl's message, which quotes the line it failed on, was the warning's. */
    @Test
    void aLibraryJavaglCannotReadIsNamedNotQuoted() throws IOException {
        Files.writeString(layout.folder.resolve("notes.mtl"), "PRIVATE NOTE 42\nnewmtl X\n");
        List<String> warnings = read("notes.mtl");
        assertEquals("fuzz.obj:7:1: warning: material library 'notes.mtl' is not an MTL file (javagl could not read"
                + " it): material names are taken from usemtl alone", warnings.get(0));
        assertFalse(warnings.toString().contains("PRIVATE"), warnings::toString);
    }

    @Test
    void blankSeparatedNamesAreEachReadAndAWholeNameWithBlanksToo() throws IOException {
        Files.writeString(layout.folder.resolve("my lib.mtl"), "newmtl " + ObjHostileFolder.SECRET_MATERIAL + "\n");
        assertEquals(List.of(), read("my lib.mtl"), "the whole rest of the line names a file: it defines the material");
        Files.writeString(layout.folder.resolve("defines.mtl"), "newmtl " + ObjHostileFolder.SECRET_MATERIAL + "\n");
        assertEquals(List.of(), read("sub/inner.mtl defines.mtl"));
        assertEquals(List.of("fuzz.obj:7:1: warning: material library 'nothere.mtl' is not found in the model's folder:"
                + " material names are taken from usemtl alone"), read("defines.mtl nothere.mtl"));
    }

    @Test
    void aLibraryNamedTwiceOrByTwoNamesIsReadOnceAndWarnedAboutOnce() throws IOException {
        assertEquals(List.of("fuzz.obj:7:1: warning: material library 'gone.mtl' is not found in the model's folder:"
                + " material names are taken from usemtl alone",
                "fuzz.obj: warning: " + ObjHostileFolder.UNDEFINED + " in the material library"),
                read("gone.mtl gone.mtl good.mtl ./good.mtl sub/../good.mtl"));
    }

    @Test
    void atMostSixteenLibrariesAreLookedFor() throws IOException {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            names.append("lib").append(i).append(".mtl ");
        }
        List<String> warnings = read(names.toString());
        // good.mtl and 15 of these are looked for; the 16th of the line is the 17th name
        assertEquals(17, warnings.size(), warnings::toString);
        assertEquals("fuzz.obj:7:1: warning: more than 16 material libraries named: this one ('lib15.mtl') and later"
                + " ones are not read", warnings.get(15));
        assertEquals("fuzz.obj: warning: " + ObjHostileFolder.UNDEFINED + " in the material library", warnings.get(16),
                "good.mtl was read: the check of the names still runs");
    }

    private static List<String> read(String reference) throws IOException {
        Diagnostics d = new Diagnostics();
        Obj.reader().withDiagnostics(d).read(layout.obj(reference));
        List<String> warnings = d.all().stream().map(Diagnostic::toString).toList();
        for (String line : ObjHostileFolder.forbidden()) {
            assertFalse(warnings.toString().contains(line), () -> "quotes another file: " + warnings);
        }
        return warnings;
    }
}
