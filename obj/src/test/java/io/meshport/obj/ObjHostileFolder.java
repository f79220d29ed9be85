package io.meshport.obj;

import io.meshport.harness.HostileFolders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A folder to read OBJ files from, with every way out of it a hostile {@code mtllib} may try:
 * {@code root/secret.mtl} outside defines the material {@value #SECRET_MATERIAL} (after a comment
 * shaped like a password line), {@code root/passwd} is no MTL at all; {@code root/model/} holds a
 * good library, a library in a subfolder, a link out to the secret, a link to {@code /dev/zero}, a
 * FIFO (where {@code mkfifo} exists) and the folder {@code sub}. Every OBJ file written here uses
 * {@value #SECRET_MATERIAL} and names {@code good.mtl} first, so a library is always read and the
 * secret material must always be reported as not defined: were the outside file read, it would not be.
 */
final class ObjHostileFolder {
    static final String SECRET_MATERIAL = "SECRET_MARKER";
    static final String PASSWORD_LINE = "root:x:0:0:root:/root:/bin/bash";
    /** The secret library's lines: none may ever show in a message. */
    static final List<String> SECRET_LINES = List.of("# " + PASSWORD_LINE, "newmtl " + SECRET_MATERIAL,
            "Kd 0.125 0.25 0.5");
    static final String LINK_OUT = "link-out.mtl";
    static final String LINK_ZERO = "zero.mtl";
    static final String FIFO = "fifo.mtl";
    static final String SUBFOLDER = "sub";
    static final String UNDEFINED = "material '" + SECRET_MATERIAL + "' is used but not defined";

    final Path root;
    final Path folder;
    final boolean fifo;

    private ObjHostileFolder(Path root, Path folder, boolean fifo) {
        this.root = root;
        this.folder = folder;
        this.fifo = fifo;
    }

    /** The layout, built in {@code root} (an empty folder). */
    static ObjHostileFolder in(Path root) throws IOException, InterruptedException {
        Path folder = Files.createDirectories(root.resolve("model"));
        Files.writeString(root.resolve("secret.mtl"), String.join("\n", SECRET_LINES) + "\n");
        Files.writeString(root.resolve("passwd"), PASSWORD_LINE + "\n");
        Files.writeString(folder.resolve("good.mtl"), "newmtl GOOD\nKd 1 1 1\n");
        Files.createDirectories(folder.resolve(SUBFOLDER));
        Files.writeString(folder.resolve(SUBFOLDER).resolve("inner.mtl"), "newmtl INNER\n");
        Files.createSymbolicLink(folder.resolve(LINK_OUT), root.resolve("secret.mtl"));
        Files.createSymbolicLink(folder.resolve(LINK_ZERO), Path.of("/dev/zero"));
        return new ObjHostileFolder(root.toRealPath(), folder.toRealPath(), HostileFolders.mkfifo(folder.resolve(FIFO)));
    }

    /**
     * An OBJ file in the folder whose last statement is {@code mtllib} and {@code reference} (its
     * line ends made blanks, so that it stays one statement).
     */
    Path obj(String reference) throws IOException {
        String text = "mtllib good.mtl\nusemtl " + SECRET_MATERIAL + "\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\nmtllib "
                + reference.replace('\n', ' ').replace('\r', ' ') + "\n";
        Path file = folder.resolve("fuzz.obj");
        Files.write(file, text.getBytes(StandardCharsets.UTF_8));
        return file;
    }

    /** What no message may hold unless {@code obj} itself does: the secret's lines, and those of /etc/passwd. */
    static List<String> forbidden() {
        List<String> out = new ArrayList<>(SECRET_LINES);
        out.add(PASSWORD_LINE);
        out.add("root:x");
        try {
            for (String line : Files.readAllLines(Path.of("/etc/passwd"))) {
                if (line.length() >= 8) {
                    out.add(line);
                }
            }
        } catch (IOException | RuntimeException absent) {
            // not every machine has it: the fixed lines above still hold
        }
        return out;
    }

}
