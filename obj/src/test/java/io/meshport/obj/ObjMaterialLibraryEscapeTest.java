package io.meshport.obj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.FileReads;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An OBJ's {@code mtllib} outside its folder is never read and never quoted: a library beside the
 * model's folder, an absolute path, a link out of the folder are warnings that name the reference,
 * and the JVM reads nothing outside the folder while following them.
 */
class ObjMaterialLibraryEscapeTest {
    private static final String SECRET = "root:x:0:0:root:/root:/bin/bash";

    @TempDir
    Path root;

    @Test
    void librariesOutsideTheFolderAreNeitherReadNorQuoted() throws Exception {
        Path folder = Files.createDirectories(root.resolve("model"));
        Files.writeString(root.resolve("secret.mtl"), SECRET + "\nnewmtl SECRET_MARKER\n");
        Files.createSymbolicLink(folder.resolve("link.mtl"), root.resolve("secret.mtl"));
        Files.writeString(folder.resolve("good.mtl"), "newmtl Red\n");
        for (String reference : List.of("../secret.mtl", root.resolve("secret.mtl").toString(), "link.mtl",
                "sub/../../secret.mtl", "..\\secret.mtl")) {
            Path obj = Files.writeString(folder.resolve("m.obj"), "mtllib " + reference
                    + "\nv 0 0 0\nv 1 0 0\nv 0 1 0\nusemtl SECRET_MARKER\nf 1 2 3\n");
            Diagnostics diagnostics = new Diagnostics();
            Set<Path> read = FileReads.under(root, () -> Obj.reader().withDiagnostics(diagnostics).read(obj));
            Path inside = folder.toRealPath();
            assertEquals(Set.of(), read.stream().filter(p -> !p.startsWith(inside))
                    .collect(java.util.stream.Collectors.toSet()), reference + ": read outside the folder");
            List<String> messages = diagnostics.all().stream().map(Diagnostic::message).toList();
            assertFalse(messages.stream().anyMatch(m -> m.contains("root:x")), reference + ": " + messages);
            assertTrue(messages.stream().anyMatch(m -> m.contains("material library")), reference + ": " + messages);
        }
    }
}
