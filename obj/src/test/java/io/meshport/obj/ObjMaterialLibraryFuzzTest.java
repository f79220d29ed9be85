package io.meshport.obj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.harness.FileReads;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DESIGN §5, side files: whatever an {@code mtllib} names, the reader gives a model or a
 * {@link ModelFormatException}, reads nothing outside the OBJ file's folder, and no message holds a
 * line of another file. The fuzzer picks the reference of an OBJ file in {@link ObjHostileFolder};
 * a normal build replays the seeds under {@code ObjMaterialLibraryFuzzTestInputs/}, and
 * {@link #noDictionaryWordReadsOutsideTheFolder} runs every dictionary word and every pair of them;
 * fuzz with {@code JAZZER_FUZZ=1} ({@code tests/fuzz.sh obj-mtllib}).
 */
class ObjMaterialLibraryFuzzTest {
    @TempDir
    static Path temp;
    static ObjHostileFolder layout;
    static List<String> forbidden;

    @BeforeAll
    static void layout() throws IOException, InterruptedException {
        layout = ObjHostileFolder.in(temp);
        forbidden = ObjHostileFolder.forbidden();
    }

    /** The ways out of the folder, and the names of the layout, for the fuzzer to combine. */
    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"..", "../", "..\\", "%2e%2e", "%2e%2e%2f", "/etc/passwd", "file:", "file:///", "/dev/zero",
        "/dev/stdin", "/proc/self/environ", "C:\\", "c:", "\\", "\\\\", "/", "./", " ", "\t", "  ", "link-out.mtl",
        "zero.mtl", "fifo.mtl", "sub", "good.mtl", "secret.mtl", "passwd", "../secret.mtl", "../passwd",
        "sub/inner.mtl", "fuzz.obj"})
    void referenceStaysInsideTheFolder(byte[] reference) throws IOException {
        holds(new String(reference, StandardCharsets.UTF_8));
    }

    /**
     * Every dictionary word, and every pair of them joined as they come and by a slash, read with the
     * flight recorder on: nothing outside {@code root/model} is read, nor anything of /etc, /dev or
     * /proc, and the law of {@link #holds} holds for each.
     */
    @Test
    void noDictionaryWordReadsOutsideTheFolder() throws IOException {
        List<String> words = new ArrayList<>(List.of(dictionary()));
        words.add("\u0000"); // not a libFuzzer dictionary word, but a byte the fuzzer finds anyway
        Set<String> references = new LinkedHashSet<>(words);
        for (String a : words) {
            for (String b : words) {
                references.add(a + b);
                references.add(a + "/" + b);
            }
            references.add("sub/" + a);
            references.add("good.mtl " + a);
        }
        Set<Path> read = FileReads.under(Path.of("/"), () -> {
            for (String reference : references) {
                holds(reference);
            }
        });
        List<Path> outside = new ArrayList<>();
        for (Path p : read) {
            boolean escaped = p.startsWith(layout.root) && !p.startsWith(layout.folder);
            if (escaped || p.startsWith("/etc") || p.startsWith("/dev") || p.startsWith("/proc")) {
                outside.add(p);
            }
        }
        assertEquals(List.of(), outside, references.size() + " references read");
        // the recording sees reads at all: the good library and the one in the subfolder were read
        assertTrue(read.contains(layout.folder.resolve("good.mtl")), read::toString);
        assertTrue(read.contains(layout.folder.resolve("sub/inner.mtl")), read::toString);
    }

    /** The fuzz target's dictionary, as its annotation gives it. */
    private static String[] dictionary() {
        try {
            return ObjMaterialLibraryFuzzTest.class.getDeclaredMethod("referenceStaysInsideTheFolder", byte[].class)
                    .getAnnotation(DictionaryEntries.class).value();
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The law for one reference: a model or a {@link ModelFormatException}; no message with a line of
     * the secret library or of /etc/passwd (unless the OBJ file holds it itself); and, as the folder's
     * own {@code good.mtl} is always read, the secret material always reported as not defined.
     */
    static void holds(String reference) throws IOException {
        Path file = layout.obj(reference);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Diagnostics diagnostics = new Diagnostics();
        List<String> messages = new ArrayList<>();
        Model model = null;
        try {
            model = Obj.reader().withDiagnostics(diagnostics).read(file);
        } catch (ModelFormatException e) {
            messages.add(e.getMessage());
        }
        for (Diagnostic d : diagnostics.all()) {
            messages.add(d.toString());
        }
        for (String message : messages) {
            for (String line : forbidden) {
                if (message.contains(line) && !text.contains(line)) {
                    throw new AssertionError("reference '" + reference + "': a message quotes another file: "
                            + message);
                }
            }
        }
        if (model != null && messages.stream().noneMatch(m -> m.contains(ObjHostileFolder.UNDEFINED))) {
            throw new AssertionError("reference '" + reference + "': " + ObjHostileFolder.SECRET_MATERIAL
                    + " counts as defined, so a library outside the folder was read: " + messages);
        }
    }
}
